import { z } from 'zod';
import { verificationCodeSchema } from './accounts.ts';
import { key } from './i18n/catalogue.ts';

/** The account's data rights in /settings: a copy of one's data, and deleting the account (decision 019). */

export const deletionStartSchema = z.object({
  password: z
    .string({ error: key('privacy.passwordRequired') })
    .min(1, key('privacy.passwordRequired'))
    .max(200, key('privacy.passwordRequired')),
});
export const deletionConfirmSchema = z.object({ code: verificationCodeSchema });

/** What deleting the account would do to money still owed to the user, told before they confirm. */
export type DeletionPreview = {
  /** CHF earned from sold prints and not yet paid out. */
  unpaidRoyalties: number;
  /**
   * 'transfer': paid to the ready payout account first; 'forfeit': no payout account can receive it; 'none': nothing
   * owed.
   */
  royaltiesOutcome: 'transfer' | 'forfeit' | 'none';
  /** Posters bought by someone: they stay (in the catalogue, if published) without the user's name. */
  keptPosters: number;
  /** Posters deleted with their files. */
  deletedPosters: number;
  membershipActive: boolean;
};

export type DeletionResult = { deleted: true; royaltiesTransferred: number; royaltiesForfeited: number };
