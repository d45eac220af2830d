import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowDpiSizes, masterPixels, PRINT_SIZES } from '../../../shared/print-formats.ts';
import { scenePhoto } from '../../adapters/poster-engine/test-photos.ts';
import { catalogueOrderItems, catalogueOrders, orders, userImages, users } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { waitForPaymentEventsHandled, waitForQueueToDrain } from '../../testing/jobs.ts';
import { generatedPoster, makePoster } from '../../testing/posters.ts';
import type { GeneratedPoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { printMasterQueue } from './print-masters.ts';

/**
 * Print masters per size (docs/product/create.md#print-masters-per-size): a paid line in A4, A2 or A1 gets a master
 * of its size's pixels from a job, kept private (decision 023) and named in the admin's order; one key per poster and
 * size however often the job runs; a poster whose original is gone gets the A3 master enlarged. The poster APIs
 * answer the width of the photo the poster shows. Few renders: one poster by the real engine, masters of it in three
 * sizes (the A2 and A1 painted again), the rest with stored files.
 */

const ADMIN = { username: 'printroom', password: 'a print masters admin password' };
let t: TestApp;
let adminCookie: string;
let buyer: TestUser;
let poster: GeneratedPoster;

const db = () => t.runtime.database.db;
const shipping = {
  firstName: 'Zoë',
  lastName: 'Keller',
  email: 'zoe.masters@example.ch',
  address: 'Bahnhofstrasse 12',
  city: 'Zürich',
  zipCode: '8001',
  country: 'CH',
};
const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });
const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });

async function stored(key: string) {
  const object = await t.runtime.storage.get(key);
  if (!object) return null;
  return sharp(Buffer.concat(await object.body.toArray())).metadata();
}

const mastersOf = async (generatedPath: string) => {
  const stem = generatedPath.replace(/\.jpg$/, '');
  const keys: string[] = [];
  for await (const info of t.runtime.storage.list('posters/')) if (info.key.startsWith(`${stem}-`)) keys.push(info.key);
  return keys.sort();
};

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  adminCookie = await signInAdmin(t, ADMIN);
  buyer = await signedInUser(t);
  // A 900 px photo, captioned: too small for 150 DPI at any size.
  const photo = await scenePhoto({ width: 900, height: 675 });
  poster = await generatedPoster(buyer, {
    style: 'popart',
    imageData: `data:image/jpeg;base64,${photo.toString('base64')}`,
    caption: { text: 'Summer on the lake', x: 175, y: 420, frameWidth: 350, frameHeight: 495 },
  });
}, 150_000);
afterAll(() => t.close());

describe('the width of the photo a poster shows', () => {
  it('is answered by the made poster, the own posters, the catalogue and the poster page', async () => {
    expect(poster.shownPhotoWidth).toBeGreaterThan(300);
    expect(poster.shownPhotoWidth).toBeLessThanOrEqual(900);
    expect(lowDpiSizes(poster.shownPhotoWidth!)).toEqual([...PRINT_SIZES]);
    const own = (await buyer.get('/api/user-images')).json().images;
    expect(own.find((image: { id: number }) => image.id === poster.imageId).shownPhotoWidth).toBe(
      poster.shownPhotoWidth,
    );
    const now = new Date();
    await db()
      .update(userImages)
      .set({ isPublic: true, isApproved: true, name: 'Lake', totalSupply: 50, publishedAt: now, approvedAt: now })
      .where(eq(userImages.id, poster.imageId));
    const detail = await anonymous(`/api/images/${poster.imageId}/availability`);
    expect(detail.json().shownPhotoWidth).toBe(poster.shownPhotoWidth);
    const page = (await anonymous('/api/public-images')).json().images;
    expect(page.find((image: { id: number }) => image.id === poster.imageId).shownPhotoWidth).toBe(
      poster.shownPhotoWidth,
    );
    await db().update(userImages).set({ isPublic: false, isApproved: false }).where(eq(userImages.id, poster.imageId));
  });

  it('is large for a large photo (low only where the sheet is large), and null for a poster of unknown width', async () => {
    const photo = await scenePhoto({ width: 4000, height: 3000 });
    const { shownPhotoWidth } = await generatedPoster(buyer, {
      style: 'popart',
      imageData: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    expect(shownPhotoWidth).toBeGreaterThan(1800);
    expect(lowDpiSizes(shownPhotoWidth!)).not.toContain('A4');
    expect(lowDpiSizes(shownPhotoWidth!)).toContain('A1');
    const older = await makePoster(t, buyer.id);
    const own = (await buyer.get('/api/user-images')).json().images;
    expect(own.find((image: { id: number }) => image.id === older).shownPhotoWidth).toBeNull();
  }, 150_000);
});

/** Prepares and pays a cart of the buyer's own poster in these sizes, completed by the browser. */
async function buyInSizes(sizes: string[]) {
  const cartItems = sizes.map((size) => ({ id: poster.imageId, quantity: 1, own: true, size }));
  const prepared = await buyer.post('/api/prepare-checkout', { ...shipping, cartItems });
  expect(prepared.statusCode, prepared.body).toBe(200);
  const checkout = prepared.json();
  const paid = await buyer.post('/api/payments/sandbox/confirm', { clientSecret: checkout.clientSecret, ...card });
  const { paymentIntentId } = paid.json();
  const completed = await buyer.post('/api/complete-catalogue-order', {
    paymentIntentId,
    orderConfirmationId: checkout.confirmationId,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  // the payment's event may have made the order first: its jobs are sent when it is handled
  await waitForPaymentEventsHandled(db(), { paymentIntentId });
  const [order] = await db().select().from(catalogueOrders).where(eq(catalogueOrders.paymentIntentId, paymentIntentId));
  return order!;
}

describe('an order in sizes other than A3', () => {
  it('makes a master of each size’s pixels when paid, that only the admin reads and the admin’s order names', async () => {
    const order = await buyInSizes(['A4', 'A3', 'A2', 'A1']);
    await waitForQueueToDrain(t.runtime.jobs, printMasterQueue, { timeoutMs: 120_000 });
    const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.orderId, order.id));
    const [row] = await db().select().from(userImages).where(eq(userImages.id, poster.imageId));
    for (const item of items) {
      if (item.size === 'A3') {
        expect(item.masterPath).toBeNull();
        continue;
      }
      const size = item.size as 'A4' | 'A2' | 'A1';
      expect(item.masterPath).toBe(row!.generatedPath.replace(/\.jpg$/, `-${size.toLowerCase()}.jpg`));
      expect(await stored(item.masterPath!)).toMatchObject({ format: 'jpeg', ...masterPixels(size) });

      const url = `/api/admin/storage-image/${item.masterPath}`;
      expect((await asAdmin(url)).statusCode).toBe(200);
      expect((await anonymous(url)).statusCode).toBe(401);
      expect((await buyer.get(url)).statusCode).toBe(401);
      expect((await anonymous(`/api/storage-image/${item.masterPath}`)).statusCode).toBe(404);
      expect((await buyer.get(`/api/storage-image/${item.masterPath}`)).statusCode).toBe(404);
    }

    const detail = (await asAdmin(`/api/admin/catalogue-orders/${order.id}`)).json();
    const named = Object.fromEntries(
      detail.items.map((item: { printMaster: { size: string } }) => [item.printMaster.size, item.printMaster]),
    );
    expect(named.A2).toEqual({ size: 'A2', width: 4961, height: 7016, url: expect.stringMatching(/-a2\.jpg$/) });
    expect(named.A1).toEqual({ size: 'A1', width: 4677, height: 6622, url: expect.stringMatching(/-a1\.jpg$/) });
    expect(named.A3).toEqual({ size: 'A3', width: 3508, height: 4961, url: expect.stringMatching(/^\/api\/admin\//) });

    const csv = (await asAdmin(`/api/admin/orders/export/csv?type=catalogue`)).body;
    expect(csv).toContain(`/api/admin/storage-image/${row!.generatedPath.replace(/\.jpg$/, '-a2.jpg')}`);
  }, 180_000);

  it('makes one master and one key however often its job runs, shared by a later order of the same size', async () => {
    const [row] = await db().select().from(userImages).where(eq(userImages.id, poster.imageId));
    const before = await mastersOf(row!.generatedPath);
    expect(before).toHaveLength(3);
    // Retried, and twice at once (two workers): the master is there, nothing is drawn again.
    const again = await Promise.all(
      [1, 2].map(() => t.runtime.printMasters.make({ imageId: poster.imageId, size: 'A2' })),
    );
    expect(again.map((made) => made!.origin)).toEqual(['kept', 'kept']);
    // A job that finds the file gone paints it again from the original, under the same key.
    await t.runtime.storage.delete(again[0]!.key);
    expect(await t.runtime.printMasters.make({ imageId: poster.imageId, size: 'A2' })).toEqual({
      key: again[0]!.key,
      origin: 'rendered',
    });

    // A single-poster order of the same size, its job lost: the sweep sends it again, the master is named.
    const prepared = await buyer.post('/api/prepare-checkout', {
      ...shipping,
      imageId: poster.imageId,
      quantity: 1,
      size: 'A2',
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const checkout = prepared.json();
    const { paymentIntentId } = (
      await buyer.post('/api/payments/sandbox/confirm', { clientSecret: checkout.clientSecret, ...card })
    ).json();
    await buyer.post('/api/complete-order', { paymentIntentId, confirmationId: checkout.confirmationId });
    await waitForPaymentEventsHandled(db(), { paymentIntentId });
    await waitForQueueToDrain(t.runtime.jobs, printMasterQueue, { timeoutMs: 60_000 });
    await db().update(orders).set({ masterPath: null }).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(await t.runtime.printMasters.sweep()).toBeGreaterThanOrEqual(1);
    await waitForQueueToDrain(t.runtime.jobs, printMasterQueue, { timeoutMs: 60_000 });
    const [order] = await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    expect(order!.masterPath).toMatch(/-a2\.jpg$/);
    expect(await mastersOf(row!.generatedPath)).toEqual(before);
    const detail = (await asAdmin(`/api/admin/orders/${order!.id}`)).json();
    expect(detail.order.printMaster).toMatchObject({ size: 'A2', url: expect.stringMatching(/-a2\.jpg$/) });
  }, 120_000);
});

describe('a poster whose creator deleted the account before the master was made', () => {
  it('gets the A3 master enlarged to the size’s pixels', async () => {
    const creator = await signedInUser(t);
    const imageId = await makePoster(t, creator.id);
    const [row] = await db().select().from(userImages).where(eq(userImages.id, imageId));
    const a3 = await sharp({ create: { ...masterPixels('A3'), channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    await t.runtime.storage.put(row!.generatedPath, a3, { contentType: 'image/jpeg' });
    await db()
      .insert(orders)
      .values({
        ...shipping,
        confirmationId: 'ORD-DELETED1',
        imageId,
        size: 'A1',
        amount: '69.90',
        paymentIntentId: 'pi_deleted_creator',
      });
    // Decision 019: the account goes, its kept poster loses its creator and its original (never stored here).
    await db().delete(users).where(eq(users.id, creator.id));
    expect(await t.runtime.storage.head(row!.originalPath)).toBeNull();

    const made = await t.runtime.printMasters.make({ imageId, size: 'A1' });
    expect(made).toEqual({ key: row!.generatedPath.replace(/\.jpg$/, '-a1.jpg'), origin: 'upscaled' });
    expect(await stored(made!.key)).toMatchObject(masterPixels('A1'));
    const [order] = await db().select().from(orders).where(eq(orders.confirmationId, 'ORD-DELETED1'));
    expect(order!.masterPath).toBe(made!.key);
  }, 60_000);
});
