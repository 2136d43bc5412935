/**
 * Tests only: the answers of a stand-in for an OpenAI-compatible chat API, so the Deno handler tests
 * (a spying fetch) and the stack tests (a spying HTTP server) ask the same fake and can read every
 * body our functions send out. It answers like a model that follows the prompt: the first answer of a
 * conversation names another place (so every clue also goes through the retry message), the second
 * says where the card hides, in the hiding place's own words, speaking to the child by the name it
 * was given. A hiding place in the attic gets the wrong place twice, so the provider gives up and
 * says why in the server's log. Asked in French, it answers in French the same way (« grenier » is the attic).
 */

import { type ClueProvider, llmClueProvider } from './clue-providers.ts';

interface ChatBody {
  messages?: { role: string; content: string }[];
}

const field = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[1]?.trim();

/** The reply content to one request body (parsed JSON); in French when asked in French. */
export function spyClueAnswer(body: unknown): string {
  const messages = (body as ChatBody).messages ?? [];
  const place = field(messages[1]?.content, /<location>([\s\S]*)<\/location>/);
  if (/français du Québec/.test(messages[0]?.content ?? '')) {
    const nom = field(messages[0]?.content, /Parle à l’enfant par son prénom : ([^\n]+)\.$/m);
    if (messages.length <= 2 || /\bgrenier\b/i.test(place ?? '')) return 'Va voir dans le frigo !';
    return `${nom ? `${nom}, t` : 'T'}on prochain indice est ${place}.`;
  }
  const name = field(messages[0]?.content, /Speak to the child by name: ([^\n]+)\.$/m);
  if (messages.length <= 2 || /\battic\b/i.test(place ?? '')) return 'Go to the front door!';
  return `${name ? `${name}, y` : 'Y'}our next clue is ${place}.`;
}

/** The HTTP answer of the chat-completions endpoint for one request body. */
export function spyClueReply(body: unknown): { choices: { message: { role: string; content: string } }[] } {
  return { choices: [{ message: { role: 'assistant', content: spyClueAnswer(body) } }] };
}

/** The AI provider as the functions build it, its fetch this fake: every body it sends is kept in `sent`. */
export function spyClueProvider(): { provider: ClueProvider; sent: string[] } {
  const sent: string[] = [];
  const spyFetch: typeof fetch = (_url, init) => {
    sent.push(String(init?.body));
    return Promise.resolve(Response.json(spyClueReply(JSON.parse(String(init?.body)))));
  };
  const provider = llmClueProvider(
    { baseUrl: 'http://llm.test/v1', apiKey: 'k', model: 'm', timeoutMs: 5_000 },
    spyFetch,
  );
  return { provider, sent };
}
