// The site's built-in photographs in the media library. Public: GET /api/site-images, the image rows the owner
// changed (a description, a focal point), which the browser lays over the manifest for its next pages. Admin:
// GET /api/admin/site-images lists every built-in photograph with how the pages describe it and the owner's edits.
// A save goes through the content API (PUT /api/admin/content/site-image/{name}), versioned like every record.
import { Router } from 'express';
import type { BuiltInImage } from '#shared/api';
import type { SiteImageData } from '#shared/content-records';
import type { ImageManifest, ImageManifestEntry } from '#shared/image-manifest';
import type { ImageUses } from '#content/image-uses';
import { requireAdmin } from '../auth/require-admin';
import { fileName } from '../images/recipe';
import type { SiteImageOverlay } from '../images/site-image-overlay';
import type { ContentStorage } from '../storage/store';

const percent = (focal: readonly [number, number] | undefined) => ({
  x: Math.round((focal?.[0] ?? 0.5) * 100),
  y: Math.round((focal?.[1] ?? 0.5) * 100),
});

/** What the library shows of one image: its landscape files as an upload's are described, and the edits. */
function builtIn(
  name: string,
  built: ImageManifestEntry,
  now: ImageManifestEntry,
  uses: ImageUses | undefined,
  version: number,
  data: SiteImageData | undefined,
): BuiltInImage {
  const file = (width: number, format: 'avif' | 'webp' | 'jpg') => `/img/${fileName(name, now.hash, { crop: 'none', width, format })}`;
  const widest = now.widths.at(-1)!;
  return {
    name,
    url: file(widest, 'webp'),
    width: now.width,
    height: now.height,
    color: now.color,
    variants: now.widths.filter((w) => w < widest).map((width) => ({ width, avif: file(width, 'avif'), webp: file(width, 'webp') })),
    focal: percent(now.focal),
    builtInFocal: percent(built.focal),
    ...(data?.alt ? { alt: data.alt } : {}),
    descriptions: uses?.descriptions ?? [],
    uses: uses?.uses ?? 0,
    version,
  };
}

/** `uses` tells how the built-in content describes each image (the render entry's contentImageUses). */
export function siteImagesRouter(
  manifest: ImageManifest,
  overlay: SiteImageOverlay,
  content: ContentStorage,
  uses: () => Promise<Map<string, ImageUses>>,
): Router {
  const router = Router();
  // Read once, on the first request: the content does not change while the process runs.
  let usesOnce: Promise<Map<string, ImageUses>> | undefined;
  const contentUses = () => {
    usesOnce ??= uses();
    usesOnce.catch(() => (usesOnce = undefined));
    return usesOnce;
  };

  router.get('/api/site-images', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json({ rows: overlay.rows() });
  });

  router.get('/api/admin/site-images', requireAdmin, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const [described, records] = await Promise.all([contentUses(), content.list()]);
    const edits = new Map(records.filter((r) => r.type === 'site-image').map((r) => [r.id, r]));
    const images = Object.keys(manifest)
      .sort()
      .map((name) => {
        const record = edits.get(name);
        return builtIn(
          name,
          manifest[name]!,
          overlay.entry(name)!,
          described.get(name),
          record?.version ?? 0,
          record?.data as SiteImageData | undefined,
        );
      });
    res.json({ images });
  });

  return router;
}
