// After the client build: brotli (quality 11) and gzip (level 9) copies of every compressible file in dist/client,
// so the server sends static assets without compressing them per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|map)$/;
const root = path.resolve(process.argv[2] ?? 'dist/client');

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
let before = 0;
let afterBr = 0;
for (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const data = readFileSync(file);
  if (data.length < 512) continue;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  // A copy that saves too little is not worth a second file.
  if (br.length < data.length * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length * 0.9) writeFileSync(`${file}.gz`, gz);
  files++;
  before += data.length;
  afterBr += Math.min(br.length, data.length);
}
console.info(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`);
