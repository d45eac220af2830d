import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';

const token = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: token } });
});
afterAll(() => t?.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line (`name{labels} value`), or undefined when the line is missing. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('does not exist when METRICS_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses a scrape without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      token,
      'Basic YWRtaW46YWRtaW4=',
      'Bearer ',
    ]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(answer.json().message).toMatch(/metrics token/);
      expect(answer.body).not.toContain('affiche_');
    }
  });

  it('answers the Prometheus text format with the token: requests by route pattern, the books, queues, pool and process', async () => {
    // A request with an id in its path is counted under its pattern, never its raw URL.
    expect((await t.app.inject({ method: 'GET', url: '/api/images/424242/availability' })).statusCode).toBe(404);

    // A paid custom poster order: an order, its revenue, a payment event, a payment job.
    const buyer = await signedInUser(t);
    const imageId = await makePoster(t, buyer.id);
    const shipping = {
      firstName: 'Léa',
      lastName: 'Favre',
      email: 'lea@example.ch',
      address: 'Rue du Lac 14',
      city: 'Lausanne',
      state: 'Vaud',
      zipCode: '1003',
      country: 'CH',
    };
    const prepared = (await buyer.post('/api/prepare-checkout', { ...shipping, imageId, quantity: 2 })).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: prepared.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      },
    });
    expect(paid.statusCode).toBe(200);
    const completed = await buyer.post('/api/complete-order', {
      paymentIntentId: paid.json().paymentIntentId,
      confirmationId: prepared.confirmationId,
      shippingData: shipping,
      quantity: 2,
    });
    expect(completed.statusCode).toBe(200);

    const text = await waitFor(
      'the payment event job to be counted',
      async () => {
        const answer = await scrape(`Bearer ${token}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
        // the succeeded event's own job, not just the first of the payment's events, has run
        const handled =
          answer.body.includes('affiche_job_duration_seconds_count{queue="payments.event",outcome="completed"}') &&
          answer.body.includes('affiche_payment_events{type="payment_intent.succeeded",state="processed"} 1');
        return handled ? answer.body : null;
      },
      20_000,
      200,
    );

    for (const name of [
      'affiche_http_request_duration_seconds',
      'affiche_job_duration_seconds',
      'affiche_job_queue_jobs',
      'affiche_orders',
      'affiche_revenue_chf',
      'affiche_generations',
      'affiche_payment_events',
      'affiche_database_connections',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(
      sample(
        text,
        'affiche_http_request_duration_seconds_count' +
          '{method="GET",route="/api/images/:id/availability",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('424242');
    expect(sample(text, 'affiche_orders{kind="poster"}')).toBe(1);
    expect(sample(text, 'affiche_revenue_chf{kind="poster"}')).toBe(prepared.amount);
    expect(sample(text, 'affiche_payment_events{type="payment_intent.succeeded",state="processed"}')).toBe(1);
    for (const queue of ['poster.generate', 'mail.send', 'payments.event', 'payouts.monthly']) {
      expect(sample(text, `affiche_job_queue_jobs{queue="${queue}",state="ready"}`), queue).toBeGreaterThanOrEqual(0);
    }
    expect(
      sample(text, `affiche_database_connections{kind="${t.runtime.database.kind}",state="total"}`),
    ).toBeGreaterThanOrEqual(1);
  });
});
