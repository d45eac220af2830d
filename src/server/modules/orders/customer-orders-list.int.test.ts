import { describe, expect, it } from 'vitest';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { signedInUser } from '../../testing/users.ts';
import {
  anonymous,
  buyer,
  buyFromCatalogue,
  buyPoster,
  m,
  other,
  t,
  useCustomerOrdersApp,
} from './customer-orders-test-helpers.ts';

useCustomerOrdersApp();

describe('My orders', () => {
  it('lists a user’s own orders of both kinds, newest first, with thumbnails, editions and the timeline', async () => {
    const user = await signedInUser(t);
    const poster = await buyPoster(user);
    const catalogue = await buyFromCatalogue(user, user.email, 50);
    await buyPoster(other);

    const response = await user.get('/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = response.json<CustomerOrdersPage>();
    expect(page.pagination).toEqual({ limit: 10, offset: 0, total: 2 });
    expect(page.orders.map((order) => order.reference)).toEqual([catalogue, poster]);
    const [cat, ord] = page.orders;
    expect(cat).toMatchObject({
      kind: 'catalogue',
      amount: 30,
      currency: 'chf',
      status: 'pending',
      items: [{ name: 'Lake at dusk', quantity: 1, unitPrice: 30, edition: { first: 1, last: 1, total: 50 } }],
    });
    expect(cat!.items[0]!.thumbnailUrl).toMatch(/^\/api\/storage-image\/thumbnails\//);
    expect(ord).toMatchObject({
      kind: 'order',
      amount: 59.9,
      items: [{ quantity: 2, unitPrice: 29.95, edition: null }],
    });
    expect(ord!.timeline.steps.map((step) => [step.step, step.state])).toEqual([
      ['paid', 'current'],
      ['in_production', 'upcoming'],
      ['shipped', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(ord!.timeline.closed).toBeNull();
  });

  it('pages through the orders with clamped paging, each order once', async () => {
    const user = await signedInUser(t);
    const made = [await buyPoster(user), await buyFromCatalogue(user, user.email), await buyPoster(user)];
    const first = (await user.get('/api/orders?limit=2')).json<CustomerOrdersPage>();
    const second = (await user.get('/api/orders?limit=2&offset=2')).json<CustomerOrdersPage>();
    expect(first.pagination).toEqual({ limit: 2, offset: 0, total: 3 });
    expect([...first.orders, ...second.orders].map((order) => order.reference)).toEqual([...made].reverse());
    const clamped = (await user.get('/api/orders?limit=9999&offset=-4')).json<CustomerOrdersPage>();
    expect(clamped.pagination).toEqual({ limit: 50, offset: 0, total: 3 });
    expect((await user.get('/api/orders?limit=abc')).json<CustomerOrdersPage>().pagination.limit).toBe(10);
  });

  it('needs a session', async () => {
    const response = await anonymous('GET', '/api/orders');
    expect(response.statusCode).toBe(401);
  });

  it('shows the detail with the address, the items and the card that paid', async () => {
    const reference = await buyPoster(buyer, '5555555555554444');
    const response = await buyer.get(`/api/orders/${reference}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CustomerOrderDetail>();
    expect(detail).toMatchObject({
      reference,
      shipping: {
        firstName: 'Zoë',
        address: 'Bahnhofstrasse 12, Apt. 3',
        zipCode: '8001',
        city: 'Zürich',
        country: 'CH',
      },
      paymentCard: { brand: 'mastercard', last4: '4444' },
      tracking: null,
    });
    // The country travels as its code; the page names it in the visitor's language.
    expect(detail.shipping).not.toHaveProperty('countryName');
  });

  it('answers 404 for another customer’s order and for a made-up reference, the same way', async () => {
    const theirs = await buyPoster(other);
    const theirCatalogue = await buyFromCatalogue(other, other.email);
    for (const reference of [theirs, theirCatalogue, 'ORD-AAAAAAAA', 'CAT-000000', 'nonsense']) {
      const response = await buyer.get(`/api/orders/${reference}`);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toEqual({ code: expect.any(String), message: m.orderNotFound });
    }
  });
});
