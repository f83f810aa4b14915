// The shared item schemas, bound to the image manifest: on the server a site image name must be a built image.
import manifest from '#content/image-manifest.json';
import { itemSchemas } from '#shared/portfolio-item';

export const { newItem, existingItem } = itemSchemas((name) => Object.hasOwn(manifest, name));
