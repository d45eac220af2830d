import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/admin.ts';
import type { Database } from '../../db/client.ts';
import { adminAudit } from '../../db/schema.ts';

/** The audit log of admin changes: who changed what, when, from what to what (docs/product/admin.md#audit-log). */
export type AuditSubject = 'order' | 'catalogue_order' | 'image';
export type AuditAction =
  | 'order.status'
  | 'catalogue_order.status'
  | 'order.refund'
  | 'catalogue_order.refund'
  | 'order.refund_retry'
  | 'catalogue_order.refund_retry'
  | 'order.cancel'
  | 'catalogue_order.cancel'
  | 'order.lab_send_again'
  | 'catalogue_order.lab_send_again'
  | 'image.visibility'
  | 'image.edition'
  | 'image.approve'
  | 'image.reject';

/** A database or an open transaction: an audit row is written in the same transaction as its change. */
type Executor = Pick<Database, 'insert'>;

export async function recordAdminChange(
  db: Executor,
  entry: {
    admin: string;
    action: AuditAction;
    subjectType: AuditSubject;
    subjectId: number;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await db.insert(adminAudit).values({
    adminUsername: entry.admin,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before,
    after: entry.after,
  });
}

export async function auditOf(db: Database, subjectType: AuditSubject, subjectId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.subjectType, subjectType), eq(adminAudit.subjectId, subjectId)))
    .orderBy(asc(adminAudit.createdAt), asc(adminAudit.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    adminUsername: row.adminUsername,
    action: row.action,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
