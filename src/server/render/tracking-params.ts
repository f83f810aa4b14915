// The query parameters that campaign and ad links add for analytics. Analytics reads them in the browser, from the
// address bar; no page reads them, so a page asked for with only these renders the same bytes as its bare address
// (a test holds every sitemap page to that), and the HTML cache answers it like the bare address.
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // Google Analytics campaign tags
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  // Click ids the ad networks and social sites append
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'igshid',
  'li_fat_id',
  'ttclid',
  'twclid',
  // Mailchimp's campaign and subscriber ids, Google's cross-domain linker
  'mc_cid',
  'mc_eid',
  '_gl',
]);

/** True when a query string (without its "?") holds tracking parameters only, or nothing at all. */
export function onlyTrackingParams(query: string): boolean {
  for (const name of new URLSearchParams(query).keys()) if (!TRACKING_PARAMS.has(name)) return false;
  return true;
}
