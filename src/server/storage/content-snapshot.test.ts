// The content snapshot pages read: it holds what the store held at its last read, and a burst of refreshes shares
// its reads while still ending on the latest records.
import { describe, expect, it } from 'vitest';
import type { ContentRecord } from '#shared/content-records';
import type { ContentStorage } from './store';
import { ContentSnapshot } from './content-snapshot';

const record = (alt: string): ContentRecord => ({
  type: 'site-image',
  id: 'porch',
  version: 1,
  data: { alt },
  savedAt: '2026-12-02T12:00:00.000Z',
  savedBy: 'owner',
});

function fakeStore(records: () => ContentRecord[]) {
  let reads = 0;
  const store = {
    list: async () => {
      reads += 1;
      const now = records();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return now;
    },
  } as unknown as ContentStorage;
  return { store, reads: () => reads };
}

describe('the content snapshot', () => {
  it('answers from memory what the store held at its last read, and tells each read', async () => {
    let alt = 'first';
    const { store } = fakeStore(() => [record(alt)]);
    const seen: number[] = [];
    const snapshot = new ContentSnapshot((records) => seen.push(records.length));
    await snapshot.refresh(); // nothing to read from yet
    expect(await snapshot.get('site-image', 'porch')).toBeUndefined();
    snapshot.readFrom(store);
    await snapshot.refresh();
    alt = 'second';
    expect((await snapshot.get('site-image', 'porch'))?.data).toEqual({ alt: 'first' });
    expect(await snapshot.get('site-image', 'lawn')).toBeUndefined();
    await snapshot.refresh();
    expect(snapshot.list().map((r) => r.data)).toEqual([{ alt: 'second' }]);
    expect(seen).toEqual([1, 1]);
  });

  it('shares the reads of a burst of refreshes and ends on the latest records', async () => {
    let alt = 'first';
    const { store, reads } = fakeStore(() => [record(alt)]);
    const snapshot = new ContentSnapshot();
    snapshot.readFrom(store);
    const first = snapshot.refresh();
    const burst = Array.from({ length: 10 }, (_, i) => {
      alt = `edit ${i}`;
      return snapshot.refresh();
    });
    await Promise.all([first, ...burst]);
    expect(reads()).toBe(2);
    expect((await snapshot.get('site-image', 'porch'))?.data).toEqual({ alt: 'edit 9' });
  });
});
