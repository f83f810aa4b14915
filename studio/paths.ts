// Where the studio reads and writes: the shot list, the property list and the masters it renders into the site's
// image sources (src/images/renders/, which the server turns into sized files on demand).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const STUDIO_DIR = join(ROOT, 'studio');
export const RENDER_DIR = join(ROOT, 'src/images/renders');
export const SHOTS_PATH = join(STUDIO_DIR, 'shots.json');
