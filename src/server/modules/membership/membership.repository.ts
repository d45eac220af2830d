import { eq, or } from 'drizzle-orm';
import type { Subscription } from '../../adapters/payments/payment-provider.ts';
import type { Executor } from '../../db/executor.ts';
import { memberships, users } from '../../db/schema.ts';

/**
 * Data access of the membership: one row per member with the provider's customer, setup and subscription, and the
 * user's type.
 */

export type MembershipRow = typeof memberships.$inferSelect;

export async function findMembership(db: Executor, userId: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row ?? null;
}

/** The membership a subscription belongs to: by its id, its customer, or the user id it carries. */
export async function findMembershipOfSubscription(
  db: Executor,
  subscription: { id: string; customerId: string },
  userId: number,
): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      or(
        eq(memberships.subscriptionId, subscription.id),
        eq(memberships.customerId, subscription.customerId),
        Number.isSafeInteger(userId) ? eq(memberships.userId, userId) : undefined,
      ),
    );
  return row ?? null;
}

/** Records a user's customer at the provider; null when they already have a row (a concurrent call won). */
export async function insertMembership(
  db: Executor,
  userId: number,
  customerId: string,
): Promise<MembershipRow | null> {
  const [row] = await db.insert(memberships).values({ userId, customerId }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setMembershipSetup(
  db: Executor,
  userId: number,
  setupIntentId: string,
  promoCode: string | null,
): Promise<void> {
  await db
    .update(memberships)
    .set({ setupIntentId, promoCode, updatedAt: new Date() })
    .where(eq(memberships.userId, userId));
}

export async function updateMembershipSubscription(
  tx: Executor,
  userId: number,
  subscription: Subscription,
): Promise<MembershipRow | null> {
  const [updated] = await tx
    .update(memberships)
    .set({
      subscriptionId: subscription.id,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      updatedAt: new Date(),
    })
    .where(eq(memberships.userId, userId))
    .returning();
  return updated ?? null;
}

export async function setUserType(
  tx: Executor,
  userId: number,
  userType: 'artistic_collective' | 'standard',
): Promise<void> {
  await tx.update(users).set({ userType }).where(eq(users.id, userId));
}
