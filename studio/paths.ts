// Where the studio reads and writes: the shot list, the property list and the masters it renders into the site's
// image sources (src/images/renders/, which the server turns into sized files on demand).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STUDIO_DIR = join(ROOT, 'studio');
export const RENDER_DIR = join(ROOT, 'src/images/renders');
export const SHOTS_PATH = join(STUDIO_DIR, 'shots.json');

/** Writes a master's data line (its focal point) into the web app's src/images/images.json, as render.sh does. */
export function writeDataLine(name: string) {
  execFileSync('python3', [join(STUDIO_DIR, 'shots_tool.py'), 'web', name], { stdio: 'inherit' });
}
