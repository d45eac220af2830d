export {
  recentAttempts,
  recordAttempt,
  reserveAttempt,
  reserveAttempts,
  takeTurn,
  waitForTurn,
  waitOutFailures,
} from './attempts.ts';
export { SESSION_COOKIE } from './sessions.ts';
export type { UserRow } from './users.repository.ts';
