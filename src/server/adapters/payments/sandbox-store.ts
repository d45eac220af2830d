import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxObjects } from '../../db/schema.ts';
import type { PaymentEvent } from './payment-provider.ts';

/**
 * Where the sandbox keeps its Stripe-shaped objects (the `sandbox_objects` table: a checkout or membership in
 * flight survives a restart, decision 009) and how it reports what happened to them (the same PaymentEvents a
 * Stripe webhook would give).
 */

export type SandboxKind =
  | 'payment_intent'
  | 'setup_intent'
  | 'payment_method'
  | 'customer'
  | 'subscription'
  | 'account'
  | 'transfer'
  | 'refund'
  | 'invoice';

/** A PaymentEvent before it gets its id (the Omit is spread over the union so each member keeps its fields). */
type PaymentEventWithoutId = PaymentEvent extends infer Event
  ? Event extends PaymentEvent
    ? Omit<Event, 'id'>
    : never
  : never;

export const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
export const newSecret = (id: string) => `${id}_secret_${randomBytes(16).toString('hex')}`;

export class SandboxStore {
  readonly #db: Database;
  readonly #emit: (event: PaymentEvent) => Promise<void>;

  constructor(db: Database, emit: (event: PaymentEvent) => Promise<void>) {
    this.#db = db;
    this.#emit = emit;
  }

  async find<T>(id: string, kind: SandboxKind): Promise<{ data: T; clientSecret: string | null } | null> {
    const [row] = await this.#db
      .select({ data: sandboxObjects.data, clientSecret: sandboxObjects.clientSecret })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    return row ? { data: row.data as T, clientSecret: row.clientSecret } : null;
  }

  /** The object of a kind created with this idempotency key, if any (a retried create returns it). */
  async findByIdempotencyKey(kind: SandboxKind, idempotencyKey: string): Promise<{ id: string; data: unknown } | null> {
    const [existing] = await this.#db
      .select({ id: sandboxObjects.id, data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->>'idempotencyKey' = ${idempotencyKey}`));
    return existing ?? null;
  }

  /** The object behind a client secret (a payment or setup intent), if any. */
  async findByClientSecret(clientSecret: string): Promise<{ id: string; kind: string; data: unknown } | null> {
    const [row] = await this.#db
      .select({ id: sandboxObjects.id, kind: sandboxObjects.kind, data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(eq(sandboxObjects.clientSecret, clientSecret));
    return row ?? null;
  }

  async insert(id: string, kind: SandboxKind, data: object, clientSecret: string | null = null) {
    await this.#db.insert(sandboxObjects).values({ id, kind, data, clientSecret });
  }

  async save(id: string, data: object) {
    await this.#db.update(sandboxObjects).set({ data, updatedAt: new Date() }).where(eq(sandboxObjects.id, id));
  }

  /** Minor units refunded (or being refunded) of a payment. */
  async refundedAmount(paymentIntentId: string): Promise<number> {
    const [row] = await this.#db
      .select({ total: sql<string>`coalesce(sum((${sandboxObjects.data}->>'amount')::int), 0)` })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.kind, 'refund'),
          sql`${sandboxObjects.data}->>'paymentIntentId' = ${paymentIntentId}`,
          sql`${sandboxObjects.data}->>'status' in ('pending', 'succeeded')`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** A subscription's invoices, oldest first. */
  async invoicesOf(subscriptionId: string): Promise<unknown[]> {
    const rows = await this.#db
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(
        and(eq(sandboxObjects.kind, 'invoice'), sql`${sandboxObjects.data}->>'subscriptionId' = ${subscriptionId}`),
      )
      .orderBy(sandboxObjects.createdAt);
    return rows.map((row) => row.data);
  }

  /** Active or past-due subscriptions whose period has ended by `now`. */
  async dueSubscriptions(now: Date): Promise<{ id: string; data: unknown }[]> {
    return this.#db
      .select({ id: sandboxObjects.id, data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(
        and(
          eq(sandboxObjects.kind, 'subscription'),
          inArray(sql`${sandboxObjects.data}->>'status'`, ['active', 'past_due']),
          lte(sql`(${sandboxObjects.data}->>'currentPeriodEnd')::timestamptz`, now),
        ),
      );
  }

  async event(event: PaymentEventWithoutId) {
    await this.#emit({ ...event, id: newId('evt') } as PaymentEvent);
  }
}
