/**
 * The static host's build hook (Netlify, Cloudflare Pages, Vercel: a POST to a secret URL starts a
 * build), called after the owner changes what the prerendered pages show. The local stack gives its own
 * hook, which rebuilds `dist/` (ADR 051).
 */
export type RebuildOutcome = 'started' | 'not-configured' | 'failed';

export async function callBuildHook(
  url: string | undefined,
  options: { fetch?: typeof fetch; log?: (message: string) => void } = {},
): Promise<RebuildOutcome> {
  if (!url) return 'not-configured';
  try {
    const response = await (options.fetch ?? fetch)(url, { method: 'POST' });
    await response.body?.cancel();
    if (response.ok) return 'started';
    options.log?.(`build hook answered ${response.status}`);
  } catch (error) {
    options.log?.(`build hook failed: ${String(error)}`);
  }
  return 'failed';
}
