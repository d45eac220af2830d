import type { Executor } from '../../db/executor.ts';
import { partnerInquiries } from '../../db/schema.ts';

/** Data access of partner inquiries (the cafés' form). */

/** Stores an inquiry; answers its id. */
export async function insertPartnerInquiry(
  db: Executor,
  values: typeof partnerInquiries.$inferInsert,
): Promise<number> {
  const [saved] = await db.insert(partnerInquiries).values(values).returning({ id: partnerInquiries.id });
  return saved!.id;
}
