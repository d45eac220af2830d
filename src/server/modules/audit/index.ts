/** The admin audit log, written by every module that changes an order or a poster on an admin's behalf. */
export { auditOf, recordAdminChange } from './admin-audit.ts';
export type { AuditAction, AuditSubject } from './admin-audit.ts';
