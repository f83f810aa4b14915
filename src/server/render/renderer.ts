// Where the React entry and its assets come from: Vite's dev server, or the production build read once at boot.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { AppAssets } from '#app/entry-server';
import type * as EntryServer from '#app/entry-server';

export type EntryModule = typeof EntryServer;

export interface Renderer {
  load: () => Promise<EntryModule>;
  assets: AppAssets;
  bootstrapModules: string[];
  /** The JS chunks a set of matched route ids needs, to preload with the shell (none in development). */
  routeModules: (routeIds: string[]) => string[];
  /** Production: the stylesheet's text, written into every page's head, and its CSP hash (see readInlineStyle). */
  inlineStyle?: InlineStyle;
  /** Production: the accent italic's @font-face with the font inside it, for pages whose hero has an accent word (see
   * readInlineFace). */
  accentFace?: InlineStyle;
}

export interface InlineStyle {
  css: string;
  /** The CSP source that allows exactly this text in a <style> element: 'sha256-…'. */
  hash: string;
}

/**
 * The site's stylesheet as one text for a <style> in the head: a page then needs no second request before it can
 * paint (on a phone on slow 4G, a round trip and a connection of its own that the hero image would otherwise share).
 * Every page carries the same text, so one build-time hash in style-src allows it: the CSP stays strict and cached
 * pages stay byte-identical.
 */
export function readInlineStyle(clientDir: string, styles: string[]): InlineStyle {
  const css = styles.map((href) => readFileSync(path.join(clientDir, href)).toString('utf8')).join('\n');
  if (/<\/style/i.test(css)) throw new Error('The stylesheet contains "</style" and cannot be written inline');
  return { css, hash: cspHash(css) };
}

const cspHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The Fraunces italic that sets the heroes' accent words (src/app/styles/fonts.css, cut by `npm run fonts`). */
const ACCENT_FONT = 'fraunces-italic-500-accents';

/**
 * The stylesheet's @font-face rule for the accent italic, with the font file itself in it as a data: URL (5.7 KB
 * of font, about 6 KB more in a compressed page). A page whose hero has an accent word writes it into its head
 * after the stylesheet: the same descriptors declared later win, so the browser never requests the file. Found by
 * the first layout, that request came last and at the highest priority, on a connection of its own, and the accent
 * was drawn in a fallback until it arrived (docs/performance.md, "The accent italic inside the page"). Read from the
 * build, so the rule is the stylesheet's own, byte for byte but the URL.
 */
export function readInlineFace(clientDir: string, css: string): InlineStyle {
  const rule = new RegExp(`@font-face\\{[^}]*url\\((/assets/${ACCENT_FONT}-[\\w-]+\\.woff2)\\)[^}]*\\}`).exec(css);
  if (!rule) throw new Error(`The stylesheet has no @font-face for ${ACCENT_FONT}`);
  const font = readFileSync(path.join(clientDir, rule[1]!)).toString('base64');
  const face = rule[0].replace(rule[1]!, `data:font/woff2;base64,${font}`);
  return { css: face, hash: cspHash(face) };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  dynamicImports?: string[];
}

const CLIENT_ENTRY = 'src/app/entry-client.tsx';
const CLIENT_BOOT = 'src/app/boot.ts';
/** The site's stylesheet, a build input of its own (see vite.config.ts). */
const CLIENT_STYLES = 'src/app/styles/app.css';

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** Route id "service#slug" -> the page module's chunk and its static imports, minus what the entry already loads. */
export function routeChunkResolver(manifest: Record<string, ManifestChunk>, entryFiles: Set<string>) {
  const cache = new Map<string, string[]>();
  const chunksOf = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(chunk.file) || entryFiles.has(`/${chunk.file}`)) return;
    out.add(chunk.file);
    chunk.imports?.forEach((i) => chunksOf(i, out));
  };
  return (routeIds: string[]) => {
    const files = new Set<string>();
    for (const id of routeIds) {
      const key = `src/app/pages/${id.split('#')[0]}.tsx`;
      if (!cache.has(key)) {
        const out = new Set<string>();
        chunksOf(key, out);
        cache.set(
          key,
          [...out].map((f) => `/${f}`),
        );
      }
      cache.get(key)!.forEach((f) => files.add(f));
    }
    return [...files];
  };
}

export function readClientAssets(clientDir: string, manifest = readManifest(clientDir)): AppAssets {
  const entry = manifest[CLIENT_ENTRY];
  const boot = manifest[CLIENT_BOOT];
  const sheet = manifest[CLIENT_STYLES];
  if (!entry || !boot || !sheet)
    throw new Error(`The client build lacks ${CLIENT_ENTRY}, ${CLIENT_BOOT} or ${CLIENT_STYLES}; run npm run build`);
  const styles = new Set([sheet.file, ...(entry.css ?? [])]);
  // The entry's imports, each after the chunks it imports itself.
  const visited = new Set<string>();
  const imports: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(chunk.file)) return;
    visited.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
    imports.push(chunk.file);
  };
  entry.imports?.forEach(visit);
  return {
    entry: `/${entry.file}`,
    boot: `/${boot.file}`,
    styles: [...styles].map((f) => `/${f}`),
    entryImports: imports.map((f) => `/${f}`),
  };
}

export async function productionRenderer(root: string): Promise<Renderer> {
  const clientDir = path.join(root, 'dist/client');
  const manifest = readManifest(clientDir);
  const assets = readClientAssets(clientDir, manifest);
  const mod = (await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href)) as EntryModule;
  const routeModules = routeChunkResolver(manifest, new Set([assets.entry, ...assets.entryImports]));
  const inlineStyle = readInlineStyle(clientDir, assets.styles);
  const accentFace = readInlineFace(clientDir, inlineStyle.css);
  // The entry's imports run before it as module scripts of their own, in dependency order: each is evaluated in a task
  // of its own, so React DOM (a chunk of its own, vite.config.ts) is no longer part of one long task with the entry
  // on a slow phone (docs/performance.md, "The entry in two tasks").
  const bootstrapModules = [...assets.entryImports, assets.entry];
  return { load: () => Promise.resolve(mod), assets, bootstrapModules, routeModules, inlineStyle, accentFace };
}

export function devRenderer(vite: ViteDevServer): Renderer {
  return {
    load: () => vite.ssrLoadModule('/src/app/entry-server.tsx') as Promise<EntryModule>,
    // Linking the stylesheet (rather than letting JS inject it) means no flash of unstyled content in dev.
    assets: {
      entry: '/src/app/entry-client.tsx',
      boot: '/src/app/boot.ts',
      styles: ['/src/app/styles/app.css?direct'],
      entryImports: [],
    },
    bootstrapModules: ['/@vite/client', '/src/app/entry-client.tsx'],
    routeModules: () => [],
  };
}
