export { refundGenerationCredit, takeGenerationCredit } from './credits.repository.ts';
export type { CreditSource } from './credits.repository.ts';
