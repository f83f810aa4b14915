// Property tests over the admin API's inputs (fast-check), sent as the signed-in admin with a valid CSRF token:
// arbitrary bodies, service keys and ids (prototype keys, huge strings, wrong types, nesting, broken JSON).
// Whatever arrives: never a 5xx; on any answer that is not a success the store is byte-for-byte unchanged;
// what is stored always passes the schema and renders; Object.prototype is never polluted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import request from 'supertest';
import type { Express } from 'express';
import { startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { createApp } from '../app';
import { DEFAULT_RATE_LIMITS } from '../env';
import { quietLog, testConfig } from '#test/test-app';
import { adminEnv, sameOrigin, signIn, type SignedIn } from '#test/admin-session';
import { STORES, storeEnv } from '#test/stores';
import { collectionKeys, portfolioSlugs } from '#shared/catalog';
import manifest from '#content/image-manifest.json';
import { existingItem } from './portfolio-schema';

let fake: FakeGitHub;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  fake = await startFakeGitHub();
});
afterAll(() => fake.close());

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];
const imageNames = Object.keys(manifest);
const huge = (n: number) => fc.constant('x'.repeat(n));

const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...hostileKeys, '', ' ', '..', '../db.json', '%00', '\u0000', '<script>alert(1)</script>', '\u202e', 'null'),
  huge(5001),
  huge(300_000),
);

const service = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...collectionKeys) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileKeys) },
  { weight: 1, arbitrary: weirdString },
);

const youTubeId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
const validItem = fc
  .oneof(
    fc.record({ type: fc.constant('image'), src: fc.constantFrom(...imageNames, '/uploads/abc.webp') }),
    fc.record({
      type: fc.constant('video'),
      src: fc.oneof(
        youTubeId,
        youTubeId.map((id) => `https://www.youtube.com/watch?v=${id}`),
      ),
    }),
    fc.record({ type: fc.constant('embed'), src: fc.constant('<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo"></iframe>') }),
  )
  .chain((media) =>
    fc.record(
      {
        title: fc.oneof(fc.constant('Riverdale Semi'), fc.string({ minLength: 1, maxLength: 220 })),
        description: fc.oneof(fc.constant('Bay-and-gable on Langley Avenue.'), fc.string({ maxLength: 60 })),
        type: fc.constant(media.type),
        src: fc.constant(media.src),
        thumbnail: fc.oneof(fc.constant(''), fc.constantFrom(...imageNames), weirdString),
        category: fc.oneof(fc.constant(''), fc.string({ maxLength: 90 })),
        specs: fc.string({ maxLength: 210 }),
        alt: fc.string({ maxLength: 40 }),
      },
      { requiredKeys: ['title', 'description', 'type', 'src'] },
    ),
  );

/** JSON values of every type, including deep nesting and prototype keys at any level. */
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    weirdString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...hostileKeys, 'title', 'type', 'src', 'id', 'ids'), fc.string({ maxLength: 8 })),
      tie('value'),
      { maxKeys: 6 },
    ),
  ),
})).value;

/** A body as the raw text on the wire: JSON.stringify never writes an own "__proto__" key, so those are spliced in. */
const body = fc.oneof(
  { weight: 3, arbitrary: validItem.map((v) => JSON.stringify(v)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(validItem, fc.constantFrom(...hostileKeys), anyJson)
      .map(([v, key, extra]) => `{"${key}":${JSON.stringify(extra) ?? 'null'},${JSON.stringify(v).slice(1)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validItem, fc.constantFrom('title', 'type', 'src', 'description', 'thumbnail'), anyJson)
      .map(([v, k, x]) => JSON.stringify({ ...v, [k]: x })),
  },
  { weight: 2, arbitrary: anyJson.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{',
      '[]',
      '"x"',
      '{"ids":{"length":1e9}}',
    ),
  },
);

type Store = Record<string, { id: string }[]>;

const operation = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), service, body }),
  fc.record({ kind: fc.constant('update' as const), service, body, id: fc.option(weirdString), pickId: fc.nat() }),
  fc.record({ kind: fc.constant('order' as const), service, body, permute: fc.boolean(), seed: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), service, id: fc.option(weirdString), pickId: fc.nat() }),
);

function existingId(store: Store, svc: string, n: number): string | undefined {
  const list = Object.prototype.hasOwnProperty.call(store, svc) ? store[svc]! : [];
  return list.length ? list[n % list.length]!.id : undefined;
}

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function send(admin: SignedIn, op: Operation, store: Store) {
  const url = `/api/portfolio/${encodeURIComponent(op.service)}`;
  const headers = { ...sameOrigin(admin.csrf), 'Content-Type': 'application/json' };
  switch (op.kind) {
    case 'add':
      return admin.agent.post(url).set(headers).send(op.body);
    case 'update': {
      // Half the time the body carries a real id of that collection, so updates can succeed.
      const id = op.id ?? existingId(store, op.service, op.pickId);
      let text = op.body;
      if (id !== undefined && text.startsWith('{') && text.endsWith('}') && text.length > 2)
        text = `{"id":${JSON.stringify(id)},${text.slice(1)}`;
      return admin.agent.put(url).set(headers).send(text);
    }
    case 'order': {
      let text = op.body;
      if (op.permute) {
        const ids = (Object.prototype.hasOwnProperty.call(store, op.service) ? store[op.service]! : []).map((i) => i.id);
        const shuffled = ids
          .map((id, i) => ({ id, k: (i * 7919 + op.seed) % 104729 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.id);
        text = JSON.stringify({ ids: shuffled });
      }
      return admin.agent.put(`${url}/order`).set(headers).send(text);
    }
    case 'delete': {
      const id = op.id ?? existingId(store, op.service, op.pickId) ?? 'none';
      return admin.agent.delete(`${url}/${encodeURIComponent(id)}`).set(sameOrigin(admin.csrf));
    }
  }
}

describe.each(STORES)('admin API properties, over %s', (kind) => {
  let app: Express;
  let admin: SignedIn;
  beforeAll(async () => {
    // Hundreds of admin requests in a few seconds: lift the admin rate limit for this app only.
    const config = testConfig(
      { ...(await storeEnv(kind)), ...adminEnv(fake) },
      { rateLimits: { ...DEFAULT_RATE_LIMITS, admin: 1_000_000 } },
    );
    app = (await createApp(config, { log: quietLog().log })).app;
    admin = await signIn(app, fake);
  });
  const current = async () => (await admin.agent.get('/api/admin/portfolio').expect(200)).text;

  it('never answers 5xx, never changes the store on a refusal, never stores an invalid item, never pollutes Object.prototype', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(operation, async (op) => {
        const before = await current();
        const res = await send(admin, op, JSON.parse(before) as Store);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
        // 431 (a huge key or id in the URL) comes from Node's HTTP parser, before the app, with no body.
        if (res.status !== 431) expect(res.headers['content-type'] ?? '', res.text.slice(0, 200)).toMatch(/application\/json/);
        const after = await current();
        if (res.status >= 300) expect(after).toBe(before);
        const stored = JSON.parse(after) as Store;
        expect(Object.keys(stored)).toEqual([...collectionKeys]);
        for (const key of collectionKeys) {
          for (const item of stored[key]!) expect(existingItem.safeParse(item).success, JSON.stringify(item).slice(0, 200)).toBe(true);
        }
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 150 },
    );
    // The generators must reach both outcomes, or the property says little.
    const ok = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    const refused = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
    expect(ok).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(30);
    console.info('[admin-api.property] statuses:', JSON.stringify(Object.fromEntries([...statuses].sort())));
  }, 60_000);

  it('every public portfolio page still renders whatever the admin stored', async () => {
    for (const slug of portfolioSlugs) await request(app).get(`/portfolio/${slug}`).expect(200);
    for (const key of collectionKeys) await request(app).get(`/api/portfolio/${key}`).expect(200);
  });
});
