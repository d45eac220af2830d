import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import cm from '../../../shared/messages/en/catalogue.ts';
import { users } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { makePoster, publicImages, t, usePostersApp } from './posters-test-helpers.ts';

usePostersApp();

describe('the catalogue', () => {
  let creator: TestUser;
  let ids: number[];
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    creator = await signedInUser(t);
    ids = [];
    const start = Date.now() - 60_000;
    for (let i = 0; i < 30; i++) {
      ids.push(
        await makePoster(creator, {
          name: `Paging ${tag} ${String(i).padStart(2, '0')}`,
          city: 'Chur',
          isPublic: true,
          isApproved: true,
          totalSupply: 50,
          soldCount: i,
          pricePerUnit: '25.50',
          publishedAt: new Date(start),
          // two pairs share an approval time: the id keeps the order stable
          approvedAt: new Date(start + Math.floor(i / 2) * 1000),
        }),
      );
    }
    // Waiting for review and private posters of the same creator never show
    await makePoster(creator, {
      name: `Paging ${tag} pending`,
      isPublic: true,
      isApproved: false,
      totalSupply: 50,
      pricePerUnit: '25.50',
    });
    await makePoster(creator, {
      name: `Paging ${tag} private`,
      isPublic: false,
      isApproved: true,
      totalSupply: 50,
      pricePerUnit: '25.50',
    });
  });

  it('pages through 30 posters, newest approval first, with total and hasMore', async () => {
    const search = `?search=${encodeURIComponent(`paging ${tag}`)}`;
    const seen: number[] = [];
    for (let offset = 0; offset < 36; offset += 12) {
      const page = await publicImages(`${search}&limit=12&offset=${offset}`);
      expect(page.pagination).toEqual({ total: 30, limit: 12, offset, hasMore: offset + 12 < 30 });
      seen.push(...page.images.map((image: { id: number }) => image.id));
    }
    expect(seen).toEqual([...ids].reverse());
    const last = await publicImages(`${search}&limit=12&offset=24`);
    expect(last.images).toHaveLength(6);
    expect(last.images[5]).toMatchObject({
      name: `Paging ${tag} 00`,
      totalSupply: 50,
      soldCount: 0,
      remainingSupply: 50,
      pricePerUnit: 25.5,
      isAvailable: true,
    });
    expect(last.images[0]).toMatchObject({ soldCount: 5, remainingSupply: 45 });
  });

  it('sends only approved public posters, cacheable for 30 seconds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-images' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const { images, pagination } = response.json();
    expect(pagination).toMatchObject({ limit: 12, offset: 0 });
    expect(pagination.total).toBeGreaterThanOrEqual(30);
    expect(images).toHaveLength(12);
    expect(images.some((image: { name: string }) => /pending|private/.test(image.name))).toBe(false);
  });

  it('compresses the list as the browser allows, with the same content', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/public-images?limit=5' });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/public-images?limit=5',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('marks a sold-out edition as unavailable', async () => {
    const id = await makePoster(creator, {
      name: `Sold out ${tag}`,
      isPublic: true,
      isApproved: true,
      approvedAt: new Date(),
      totalSupply: 50,
      soldCount: 50,
      pricePerUnit: '40.00',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${id}/availability` })).json()).toMatchObject({
      remainingSupply: 0,
      isAvailable: false,
      pricePerUnit: 40,
    });
  });

  it('matches LIKE metacharacters literally', async () => {
    const owner = await signedInUser(t);
    const special = `100%_sure\\${tag}`;
    const id = await makePoster(owner, {
      name: special,
      city: 'Basel',
      isPublic: true,
      isApproved: true,
      approvedAt: new Date(),
      totalSupply: 10,
      pricePerUnit: '30.00',
    });
    const found = await publicImages(`?search=${encodeURIComponent(`0%_sure\\${tag}`)}`);
    expect(found.images.map((image: { id: number }) => image.id)).toEqual([id]);
    // '%' and '_' alone match only names that contain them, not everything
    const percent = await publicImages(`?search=${encodeURIComponent('%')}`);
    expect(
      percent.images.every(
        (image: { name: string; username: string }) => image.name.includes('%') || image.username.includes('%'),
      ),
    ).toBe(true);
    const underscore = await publicImages(`?search=${encodeURIComponent(`${tag}_`)}`);
    expect(underscore.pagination.total).toBe(0);
  });

  const pagingCases: [string, string, { limit: number; offset: number }][] = [
    ['limit=100000 (clamped to 48)', '?limit=100000', { limit: 48, offset: 0 }],
    ['limit=0 (clamped to 1)', '?limit=0', { limit: 1, offset: 0 }],
    ['limit=-5 (clamped to 1)', '?limit=-5', { limit: 1, offset: 0 }],
    ['limit=abc (the default 12)', '?limit=abc', { limit: 12, offset: 0 }],
    ['limit=7.9 (whole part)', '?limit=7.9', { limit: 7, offset: 0 }],
    ['offset=-1 (clamped to 0)', '?offset=-1', { limit: 12, offset: 0 }],
    ['offset=abc (the default 0)', '?offset=abc', { limit: 12, offset: 0 }],
    ['offset=1e30 (clamped to 1,000,000)', '?offset=1e30', { limit: 12, offset: 1_000_000 }],
    ['limit and offset given twice', '?limit=5&limit=6&offset=1&offset=2', { limit: 12, offset: 0 }],
  ];

  it.each(pagingCases)('clamps %s', async (_name, query, expected) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/public-images${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toMatchObject(expected);
  });

  const searchCases: [string, string][] = [
    ['%', '%'],
    ['_', '_'],
    ["'", "'"],
    ['\\', '\\'],
    ['.*', '.*'],
    ['(', '('],
    ['an SQL injection', "x' or '1'='1"],
    ['a regex', '^(a+)+$'],
    ['exactly 100 characters', 'z'.repeat(100)],
    ['spaces around 100 characters', `  ${'z'.repeat(100)}  `],
  ];

  it.each(searchCases)('answers a search with %s without an error', async (_name, search) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public-images?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.offset).toBe(0);
  });

  it('refuses a search with a NUL character with a 400 naming the field (decision 036)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public-images?search=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      message: english.common.controlCharacter({ field: 'search' }),
    });
  });

  it('refuses a search of 5,000 characters (and of 101) with a clear 400', async () => {
    for (const length of [101, 5000]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/public-images?search=${'a'.repeat(length)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(cm.searchTooLong);
    }
    const twice = await t.app.inject({ method: 'GET', url: '/api/public-images?search=a&search=b' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(cm.searchInvalid);
  });

  it('answers availability of an unknown or bad id with 404 and 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/images/987654321/availability' })).json().message).toBe(
      cm.posterNotAvailable,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/images/abc/availability' })).statusCode).toBe(400);
  });

  it('finds a creator by username, case-insensitively', async () => {
    const [row] = await t.runtime.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, creator.id));
    const page = await publicImages(`?search=${encodeURIComponent(row!.username.toUpperCase())}&limit=48`);
    expect(page.pagination.total).toBe(31);
  });
});
