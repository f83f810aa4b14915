// GET /api/admin/preview/{type}/{id}: the owner's draft on its real page, before it is published. Rendered like any
// page from the content snapshot, with the draft in place of what the site shows; never cached, never indexed, and
// not hydrated (its address is not the page's). A banner along the bottom says it is a preview. Admin only, like the rest of the API.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Router } from 'express';
import { hasDrafts, isContentId, isContentType, pageOf } from '#shared/content-records';
import type { ImageManifest } from '#shared/image-manifest';
import type { LoadContext } from '#shared/load-context';
import { requireAdmin } from '../auth/require-admin';
import type { Config } from '../env';
import type { Renderer } from './renderer';
import { appEnv } from './ssr-handler';

const BANNER =
  '<div role="note" class="fixed inset-x-0 bottom-0 z-50 bg-ink-900 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg">Preview of your draft: visitors do not see it until you publish it in the admin.</div>';

export function previewRouter(
  config: Config,
  renderer: Renderer,
  context: LoadContext,
  editedImages: () => Readonly<ImageManifest>,
): Router {
  const router = Router();
  router.get('/api/admin/preview/:type/:id', requireAdmin, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const type = String(req.params.type);
    const id = String(req.params.id);
    const page = isContentType(type) && isContentId(type, id) && hasDrafts(type) ? pageOf(type, id) : undefined;
    if (!page || !isContentType(type)) return res.status(404).json({ error: `There is no page for ${type}/${id}` });
    if ((await context.content.get(type, id))?.draft === undefined) return res.status(404).json({ error: 'There is no draft to preview' });

    const entry = await renderer.load();
    const result = await entry.render(new Request(new URL(page, config.publicUrl), { headers: { accept: 'text/html' } }), {
      env: { ...appEnv(config, renderer), gaId: undefined },
      bot: true,
      bootstrapModules: [],
      context: { ...context, preview: { type, id } },
      inlineCss: renderer.inlineStyle?.css,
      accentFaceCss: renderer.accentFace?.css,
      editedImages: editedImages(),
      preview: true,
      onError: (error) => req.log.error({ area: 'ssr', err: error }, 'error while rendering a preview'),
    });
    if (result.kind !== 'stream') return res.status(500).json({ error: 'The preview could not be rendered' });
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    result.pipe(sink);
    await finished(sink);
    const html = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/<body[^>]*>/, (body) => body + BANNER);
    res.status(result.status).type('html').send(html);
  });
  return router;
}
