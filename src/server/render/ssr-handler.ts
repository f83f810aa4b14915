// The SSR handler: Express request -> Fetch Request -> router query -> streamed React, with bot/person timing.
import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import type { Config } from '../env';
import type { AppEnv } from '../../app/lib/app-env';
import { toFetchRequest } from './fetch-request';
import type { Renderer } from './renderer';
import type { LoadContext } from '../../app/lib/load-context';

export function createSsrHandler(config: Config, renderer: Renderer, context: LoadContext, log: Console = console): RequestHandler {
  const env: AppEnv = { publicUrl: config.publicUrl, gaId: config.gaId, dev: config.dev, assets: renderer.assets };

  return async (req, res) => {
    const entry = await renderer.load();
    const sendError = (error: unknown) => {
      log.error('[ssr] render failed for %s:', req.originalUrl, error);
      if (res.headersSent) return res.destroy();
      res.status(500).type('html').setHeader('Cache-Control', 'no-store');
      res.send(entry.renderErrorDocument(500, env, req.originalUrl));
    };

    try {
      const request = toFetchRequest(req, res, config.publicUrl);
      const result = await entry.render(request, {
        env,
        bot: isbot(req.get('user-agent') ?? ''),
        bootstrapModules: renderer.bootstrapModules,
        context,
        routeModules: renderer.routeModules,
        onError: (error) => {
          if (!request.signal.aborted) log.error('[ssr] %s:', req.originalUrl, error);
        },
      });

      if (result.kind === 'response') {
        const { response } = result;
        const location = response.headers.get('Location');
        if (location && response.status >= 300 && response.status < 400) return res.redirect(response.status, location);
        res.status(response.status);
        response.headers.forEach((value, key) => res.setHeader(key, value));
        return res.send(Buffer.from(await response.arrayBuffer()));
      }

      if (res.destroyed) return result.abort();
      res.status(result.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', result.status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store');
      res.setHeader('Vary', 'Accept-Encoding');
      // A stuck render is cut off rather than holding the socket forever.
      const timer = setTimeout(() => result.abort(new Error('render timed out')), config.renderTimeoutMs);
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) result.abort(new Error('client disconnected'));
      });
      result.pipe(res);
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError') return;
      sendError(error);
    }
  };
}
