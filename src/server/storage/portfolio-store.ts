// The portfolio store over db.json. Read side only for now: parsed once, re-read when the file changes.
// The admin issue adds serialised lowdb writes behind this same interface.
import { readFile, stat } from 'node:fs/promises';
import { collectionKeys, type CollectionKey } from '../../content/catalog';
import type { PortfolioItem } from '../../content/types';
import type { PortfolioReader } from '../../app/lib/load-context';

export type PortfolioData = Record<CollectionKey, PortfolioItem[]>;

export function isCollectionKey(value: string): value is CollectionKey {
  return (collectionKeys as readonly string[]).includes(value);
}

export class PortfolioStore implements PortfolioReader {
  private cache?: { mtimeMs: number; data: PortfolioData };

  constructor(private readonly file: string) {}

  async read(): Promise<PortfolioData> {
    const { mtimeMs } = await stat(this.file);
    if (this.cache?.mtimeMs === mtimeMs) return this.cache.data;
    const raw = JSON.parse(await readFile(this.file, 'utf8')) as Partial<PortfolioData>;
    const data = Object.fromEntries(collectionKeys.map((k) => [k, Array.isArray(raw[k]) ? raw[k] : []])) as PortfolioData;
    this.cache = { mtimeMs, data };
    return data;
  }

  async list(collection: CollectionKey): Promise<PortfolioItem[]> {
    return (await this.read())[collection];
  }
}
