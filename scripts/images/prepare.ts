// npm run images:manifest, the first step of `npm run build`, `dev`, `dev:admin` and `npm test`: the files made from
// the image masters that the build and the type check read, neither committed and each written only when its bytes
// change. The image manifest (manifest.ts: each image's size, widths, colour, placeholder, focal point and hash),
// and the brand files in public/ (brand.ts: favicon, app icons, the default social card, the client wordmarks).
import { writeBrandAssets } from './brand';
import { buildManifest } from './manifest';

const started = performance.now();
const { manifest, made } = await buildManifest();
const brand = await writeBrandAssets();
console.log(
  `image manifest: ${Object.keys(manifest).length} images, ${made} entries made; ${brand} brand files written; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
