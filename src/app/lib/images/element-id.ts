/** The id of the <script type="application/json"> that carries a page's image rows to the browser. Not beside
 * BOOT_ELEMENT_ID in app-env.tsx: the browser's image module would then pull app-env (and site.ts) into a chunk of
 * their own on every page, 0.5 KB more first-load JS (measured with `npm run budget`). */
export const IMAGES_ELEMENT_ID = '__images';
