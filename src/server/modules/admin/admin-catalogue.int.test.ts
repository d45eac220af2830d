import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, userImages } from '../../db/schema.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { ADMIN, admin, adminCookie, db, insertPoster, m, smtp, t, useAdminApp } from './admin-test-helpers.ts';

useAdminApp();

describe('catalogue control and review', () => {
  let creator: TestUser;

  beforeAll(async () => {
    creator = await signedInUser(t);
  });

  const publicIds = async (search = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/public-images?limit=48&search=${encodeURIComponent(search)}` }))
      .json()
      .images.map((image: { id: number }) => image.id);

  it('lists pending posters oldest first, approves one into the public catalogue, audited', async () => {
    const older = await insertPoster(creator, { publishedAt: new Date(Date.now() - 60_000), shownPhotoWidth: 800 });
    const newer = await insertPoster(creator);
    const queue = (await admin('GET', '/api/admin/pending-review?limit=20&offset=0')).json();
    expect(queue.images.map((image: { id: number }) => image.id).slice(0, 2)).toEqual([older.id, newer.id]);
    expect(queue.images[0]).toMatchObject({
      id: older.id,
      name: older.name,
      username: creator.username,
      city: 'Bern',
      totalSupply: 10,
      pricePerUnit: 30,
      imageUrl: `/api/storage-image/${older.previewPath}`,
      shownPhotoWidth: 800,
    });
    expect(queue.images[1].shownPhotoWidth).toBeNull();
    expect(queue.pagination).toMatchObject({ total: 2, limit: 20, offset: 0, hasMore: false });
    expect(
      (await admin('GET', '/api/admin/pending-review?limit=1&offset=1'))
        .json()
        .images.map((image: { id: number }) => image.id),
    ).toEqual([newer.id]);

    expect(await publicIds(older.name!)).toEqual([]);
    const approved = await admin('PATCH', `/api/admin/images/${older.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: older.id, isPublic: true, isApproved: true });
    expect(await publicIds(older.name!)).toEqual([older.id]);
    expect((await admin('GET', '/api/admin/pending-review')).json().pagination.total).toBe(1);
    expect((await admin('PATCH', `/api/admin/images/${older.id}/approve`)).statusCode).toBe(409);
    const audit = (await admin('GET', `/api/admin/images/${older.id}/audit`)).json().entries;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'image.approve',
        adminUsername: ADMIN.username,
        after: { isPublic: true, isApproved: true },
      }),
    ]);
  });

  it('rejects a pending poster: it leaves the queue, stays private, and the creator gets an e-mail', async () => {
    const poster = await insertPoster(creator, { name: 'Rainy Tuesday' });
    const since = smtp.mails.length;
    const rejected = await admin('PATCH', `/api/admin/images/${poster.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: poster.id, isPublic: false, isApproved: false });
    expect(
      (await admin('GET', '/api/admin/pending-review')).json().images.map((image: { id: number }) => image.id),
    ).not.toContain(poster.id);
    const mail = await smtp.waitForMail(creator.email, { since });
    expect(mail.subject).toContain('Rainy Tuesday');
    expect(mail.text).toContain('not accepted');
    const [row] = await db().select().from(adminAudit).where(eq(adminAudit.subjectId, poster.id));
    expect(row).toMatchObject({ action: 'image.reject', subjectType: 'image' });
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/reject`)).statusCode).toBe(409);
    expect((await admin('PATCH', '/api/admin/images/999999/reject')).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/images/999999/approve')).statusCode).toBe(404);
  });

  it('tells the creator why: the note shows on their dashboard alone, until they publish the poster again', async () => {
    const poster = await insertPoster(creator, { name: 'Blurred Harbour' });
    const note = 'The photo is too blurred to print; a sharper one would be welcome.';
    const since = smtp.mails.length;
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/reject`, { reason: `  ${note}  ` })).statusCode).toBe(
      200,
    );
    expect((await smtp.waitForMail(creator.email, { since })).text).toContain(note);
    const own = async () =>
      ((await creator.get('/api/user-images')).json().images as { id: number; rejection: unknown }[]).find(
        (image) => image.id === poster.id,
      );
    const rejection = (await own())?.rejection as { at: string; reason: string };
    expect(rejection).toEqual({ at: expect.any(String), reason: note });
    expect(Date.now() - Date.parse(rejection.at)).toBeLessThan(60_000);
    // nobody else reads it: not another user (the admin catalogue lists approved posters only)
    const stranger = await signedInUser(t);
    expect((await stranger.get(`/api/user-images/${poster.id}`)).statusCode).toBe(404);
    // shown again by the admin, it waits in review and the refusal no longer stands (nor reaches the queue)
    await admin('PATCH', `/api/admin/images/${poster.id}/visibility`, { isPublic: true });
    expect(await own()).toMatchObject({ status: 'in_review', rejection: null });
    expect((await admin('GET', '/api/admin/pending-review')).body).not.toMatch(/rejection|too blurred/);
    await admin('PATCH', `/api/admin/images/${poster.id}/reject`, { reason: note });
    // published again by its creator: back in review, the refusal gone; a refusal without a note has none
    const sell = {
      isPublic: true,
      agreedToTerms: true,
      name: 'Blurred Harbour',
      city: 'Bern',
      totalSupply: 10,
      pricePerUnit: 30,
    };
    expect((await creator.patch(`/api/images/${poster.id}/public`, sell)).statusCode).toBe(200);
    expect(await own()).toMatchObject({ status: 'in_review', rejection: null });
    await admin('PATCH', `/api/admin/images/${poster.id}/reject`, {});
    expect((await own())?.rejection).toEqual({ at: expect.any(String), reason: null });
    // a note too long is refused, and the poster stays where it was
    await creator.patch(`/api/images/${poster.id}/public`, sell);
    const tooLong = await admin('PATCH', `/api/admin/images/${poster.id}/reject`, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(await own()).toMatchObject({ status: 'in_review', rejection: null });
  });

  it('removes an approved poster from the catalogue and restores it; the admin catalogue keeps showing it', async () => {
    const poster = await insertPoster(creator, { isApproved: true, approvedAt: new Date() });
    expect(await publicIds(poster.name!)).toEqual([poster.id]);
    const removed = await admin('PATCH', `/api/admin/images/${poster.id}/visibility`, { isPublic: false });
    expect(removed.json()).toEqual({ id: poster.id, isPublic: false, message: m.removedFromCatalogue });
    expect(await publicIds(poster.name!)).toEqual([]);
    const adminList = (await admin('GET', `/api/admin/catalogue?search=${encodeURIComponent(poster.name!)}`)).json();
    expect(adminList.images).toEqual([
      expect.objectContaining({
        id: poster.id,
        isPublic: false,
        isApproved: true,
        usingThumbnail: false,
        fullImageUrl: `/api/admin/storage-image/${poster.generatedPath}`,
      }),
    ]);
    expect(adminList.pagination).toEqual({ total: 1, limit: 12, offset: 0, hasMore: false });
    // Without a body the call toggles (docs/product/admin.md#catalogue).
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/visibility`)).json()).toMatchObject({
      isPublic: true,
      message: m.restoredToCatalogue,
    });
    expect(await publicIds(poster.name!)).toEqual([poster.id]);
    const audit = (await admin('GET', `/api/admin/images/${poster.id}/audit`)).json().entries;
    expect(audit.map((entry: { after: { isPublic: boolean } }) => entry.after.isPublic)).toEqual([false, true]);
    // The answer speaks the admin's language
    const removedInGerman = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/images/${poster.id}/visibility`,
      headers: { cookie: `${adminCookie}; lang=de` },
    });
    expect(removedInGerman.json()).toEqual({
      id: poster.id,
      isPublic: false,
      message: 'Poster aus dem Katalog entfernt',
    });
    expect((await admin('PATCH', `/api/admin/images/${poster.id}/visibility`, { isPublic: 'no' })).statusCode).toBe(
      400,
    );
    expect((await admin('PATCH', '/api/admin/images/999999/visibility', { isPublic: true })).statusCode).toBe(404);
  });

  it('keeps the sold count between 0 and the supply and answers the edition number', async () => {
    const poster = await insertPoster(creator, {
      isApproved: true,
      approvedAt: new Date(),
      totalSupply: 10,
      soldCount: 3,
    });
    const set = async (soldCount: unknown) => admin('PATCH', `/api/admin/images/${poster.id}/edition`, { soldCount });
    expect((await set(4)).json()).toMatchObject({ editionNumber: 5, soldCount: 4, totalSupply: 10 });
    expect((await set(10)).json()).toMatchObject({ editionNumber: 10, soldCount: 10 });
    expect((await set(0)).json()).toMatchObject({ editionNumber: 1, soldCount: 0 });
    for (const bad of [-1, 11, 2.5, '3', null]) {
      const response = await set(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await set(11)).json()).toEqual({
      code: expect.any(String),
      message: m.soldCountOutOfRange({ totalSupply: 10 }),
    });
    const [row] = await db().select().from(userImages).where(eq(userImages.id, poster.id));
    expect(row!.soldCount).toBe(0);
    const publicPoster = (await t.app.inject({ method: 'GET', url: `/api/images/${poster.id}/availability` })).json();
    expect(publicPoster.soldCount).toBe(0);
    expect((await admin('GET', `/api/admin/images/${poster.id}/audit`)).json().entries).toHaveLength(3);
    expect((await admin('PATCH', '/api/admin/images/999999/edition', { soldCount: 1 })).statusCode).toBe(404);
  });
});
