// Start-up warm-up: once the server listens, request every page in its own sitemap over loopback, one at a
// time. The renderer's code paths get compiled and the HTML cache fills, so the first visitors after a deploy
// get cached bytes instead of a cold render. Stops at the first sign of shutdown (the signal) and never throws.

/** Where this process can reach itself: a wildcard listen address means loopback. */
export function ownUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export interface WarmUpResult {
  pages: number;
  failed: string[];
  ms: number;
}

export async function warmUp(baseUrl: string, signal?: AbortSignal): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { pages: 0, failed: [], ms: 0 };
  const headers = { 'accept-encoding': 'br, gzip', 'user-agent': 'northframe-warm-up' };
  try {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`, { headers, signal })).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of new Set(paths)) {
      if (signal?.aborted) break;
      const res = await fetch(baseUrl + path, { headers, signal });
      await res.arrayBuffer();
      if (res.ok) result.pages += 1;
      else result.failed.push(`${path} (${res.status})`);
      // Let real requests in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    if (!signal?.aborted) result.failed.push(`warm-up stopped: ${(error as Error).message}`);
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
