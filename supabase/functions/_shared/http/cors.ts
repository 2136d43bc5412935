import { corsHeaders } from '@supabase/supabase-js/cors';

export { corsHeaders };

/** The answer to a browser's preflight: hosted edge functions must give it themselves. */
export function preflightResponse(): Response {
  return new Response('ok', { headers: corsHeaders });
}

/** JSON with CORS, for successes and errors alike, so the browser lets the app read either. */
export function jsonResponse(
  body: unknown,
  status = 200,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...extraHeaders },
  });
}

/** A file the browser saves under `fileName`, never cached (it is built for this caller). */
export function attachmentResponse(body: BodyInit, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...corsHeaders,
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** 303 See Other to a file elsewhere (a signed Storage URL): the browser fetches it with a GET. */
export function seeOtherResponse(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { ...corsHeaders, Location: location, 'Cache-Control': 'no-store' },
  });
}
