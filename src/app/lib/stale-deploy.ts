// After a deploy, a page that was opened before it still names the old build's chunks, which are gone. When a page's
// code then fails to load for a client navigation (or for the first hydration), the browser loads that page from the
// server instead, which names the new build: the visitor lands where they were going rather than on the error page.
// Once per address and tab, so a chunk that fails for another reason (an outage, a blocked request) still ends on the
// error page instead of a reload loop. Other lazy loads (a deferred block, the vitals reporter) are left to their own
// fallbacks: reloading the page under a visitor who is reading it would be worse than a block that stays static.
/** The part of the router's state read here: a navigation in flight names its target (an idle one has none). */
type RouterLike = { state: { navigation: { location?: { pathname: string; search: string; hash: string } } } };

const KEY = 'northframe:stale-deploy-reload';

/** Set while the document is being replaced: a page module load that failed resolves to nothing and waits. */
let reloading = false;

/** True once a failed page load has started the reload: the lazy route waits for the new document. */
export const isReloadingForDeploy = () => reloading;

/**
 * Watches Vite's `vite:preloadError` (a failed dynamic import or its preloads). `getRouter` returns the router once it
 * exists: before that (the matched pages load ahead of hydration) the failed page is the current address.
 */
export function reloadOnStaleDeploy(getRouter: () => RouterLike | undefined): void {
  addEventListener('vite:preloadError', (event) => {
    const router = getRouter();
    const target = router ? router.state.navigation.location : location;
    if (!target) return; // no navigation in flight: a deferred block or a background load failed
    const href = target.pathname + target.search + target.hash;
    try {
      if (sessionStorage.getItem(KEY) === href) return; // reloaded for this address already: the error page shows
      sessionStorage.setItem(KEY, href);
    } catch {
      return; // no storage (a locked-down browser): no guard against a loop, so no reload
    }
    event.preventDefault();
    reloading = true;
    location.assign(href);
  });
}

/** Called once the page's code has loaded: a later stale deploy on the same address may reload again. */
export function clearStaleDeployGuard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // no storage, nothing stored
  }
}
