import { eq, sql } from 'drizzle-orm';
import { isReservedUsername } from '../../../shared/accounts.ts';
import type { PublicUser, UserType } from '../../../shared/accounts.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export const toPublicUser = (user: UserRow): PublicUser => ({
  email: user.email,
  username: user.username,
  userType: user.userType as UserType,
});

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  if (isReservedUsername(username)) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** Creates an account; a taken e-mail or username is refused by its unique index. */
export async function insertUser(tx: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await tx.insert(users).values(values).returning();
  return created!;
}

/** The language the shop writes to the user in (their choice in the switcher). */
export async function setUserLanguage(db: Executor, userId: number, language: string): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** A new password (its argon2id hash). */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Moves the account to a verified address; a taken one is refused by the unique index. */
export async function setEmail(db: Executor, userId: number, email: string): Promise<UserRow> {
  const [updated] = await db.update(users).set({ email }).where(eq(users.id, userId)).returning();
  return updated!;
}
