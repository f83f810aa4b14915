// The rendered site for the behaviour suites: one app over a throwaway store per test file, each page fetched
// once (many tests read the same HTML), and the page list the route table and the content expand to.
import { beforeAll, expect } from 'vitest';
import request from 'supertest';
import type { Express } from 'express';
import { publicPaths } from '#shared/route-table';
import { catalog } from '#shared/catalog';
import { paths } from '#shared/paths';
import { projects } from '#content/projects';
import { postIndex } from '#content/posts';
import { mainOf } from './html';
import { testApp, TEST_PUBLIC_URL } from './test-app';

/** Every page the sitemap lists, expanded over the registry and the content. */
export const listedPaths: readonly string[] = publicPaths({ projects, posts: postIndex });

/** Second addresses of service pages: they render, and their canonical is the service page. */
export const aliasPaths: readonly { path: string; canonical: string }[] = catalog.flatMap((row) =>
  'alias' in row ? [{ path: paths.serviceAlias(row.alias), canonical: paths.service(row.service) }] : [],
);

/** Every page a visitor can land on: the listed ones and the aliases. */
export const everyPagePath: readonly string[] = [...listedPaths, ...aliasPaths.map((a) => a.path)];

export const absolute = (path: string) => new URL(path, TEST_PUBLIC_URL).toString();

export interface RenderedSite {
  readonly app: Express;
  /** The page's HTML; fails the test unless it answers 200. */
  html(path: string): Promise<string>;
  /** The page's <main>. */
  main(path: string): Promise<string>;
  get(path: string): request.Test;
}

export function renderedSite(): RenderedSite {
  let app: Express | undefined;
  const pages = new Map<string, Promise<string>>();
  beforeAll(async () => {
    app = (await testApp()).app;
  });
  const get = (path: string) => request(app!).get(path);
  const html = (path: string) => {
    let page = pages.get(path);
    if (!page) {
      page = get(path).then((res) => {
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/^text\/html/);
        return res.text;
      });
      pages.set(path, page);
    }
    return page;
  };
  return {
    get app() {
      return app!;
    },
    html,
    main: async (path) => mainOf(await html(path)),
    get,
  };
}
