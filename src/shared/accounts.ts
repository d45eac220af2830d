import { z } from 'zod';
import { key } from './i18n/catalogue.ts';

/**
 * Account rules (docs/product/accounts.md#signing-up, docs/product/accounts.md#signing-in), one schema for the
 * browser's forms and the server's checks. Their messages are
 * catalogue keys (`accounts.…`), worded in the reader's language where they are shown.
 */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * Names a customer may not take: a creator's @handle shows in the catalogue and Moments, and one of these would pass
 * for the shop or its staff. Any name starting with "affiche" or "admin" too. They answer as taken.
 */
const RESERVED_USERNAMES = new Set([
  'administrator',
  'billing',
  'contact',
  'helpdesk',
  'moderator',
  'noreply',
  'no_reply',
  'official',
  'orders',
  'payments',
  'postmaster',
  'privacy',
  'security',
  'service',
  'staff',
  'support',
  'system',
  'webmaster',
]);

export const isReservedUsername = (username: string) => {
  const name = username.toLowerCase();
  return RESERVED_USERNAMES.has(name) || name.startsWith('affiche') || name.startsWith('admin');
};

/** What the username field does to every keystroke: lower-case, only a-z 0-9 _, at most 20. */
export function normaliseUsernameInput(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, USERNAME_MAX);
}

export const emailSchema = z
  .string({ error: key('accounts.invalidEmail') })
  .trim()
  .toLowerCase()
  .max(254, key('accounts.invalidEmail'))
  .pipe(z.email({ error: key('accounts.invalidEmail') }));

export const usernameSchema = z
  .string({ error: key('accounts.usernameRequired') })
  .min(1, key('accounts.usernameRequired'))
  .min(USERNAME_MIN, key('accounts.usernameTooShort'))
  .max(USERNAME_MAX, key('accounts.usernameTooLong'))
  .regex(/^[a-z0-9_]+$/, key('accounts.usernameCharacters'));

export const passwordSchema = z
  .string({ error: key('accounts.passwordTooShort') })
  .min(PASSWORD_MIN, key('accounts.passwordTooShort'))
  .max(200, key('accounts.passwordTooLong'));

export const verificationCodeSchema = z
  .string({ error: key('accounts.invalidCodeFormat') })
  .trim()
  .regex(/^\d{6}$/, key('accounts.invalidCodeFormat'));

export const sendVerificationSchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export const registerSchema = z.object({ email: emailSchema, username: usernameSchema, password: passwordSchema });

export const loginSchema = z.object({
  email: z
    .string({ error: key('accounts.missingLogin') })
    .trim()
    .min(1, key('accounts.missingLogin'))
    .max(254, key('accounts.invalidCredentials')),
  password: z
    .string({ error: key('accounts.missingLogin') })
    .min(1, key('accounts.missingLogin'))
    .max(200, key('accounts.invalidCredentials')),
});

/**
 * A forgotten password (docs/product/accounts.md#a-forgotten-password): the address asks for a code, the code sets a
 * new password.
 */
export const passwordResetSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});

/** The current password, as typed into settings (only its presence is checked here; the server compares it). */
const currentPasswordSchema = z
  .string({ error: key('accounts.currentPasswordWrong') })
  .min(1, key('accounts.currentPasswordWrong'))
  .max(200, key('accounts.currentPasswordWrong'));

/** Settings (docs/product/accounts.md#changing-the-password-or-the-e-mail-address). */
export const changePasswordSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema });
export const changeEmailSchema = z.object({ newEmail: emailSchema, password: currentPasswordSchema });
export const changeEmailConfirmSchema = z.object({ newEmail: emailSchema, code: verificationCodeSchema });

/** The sign-up form: the register fields plus the confirmation, with the form's own messages. */
export const signupFormSchema = z
  .object({
    email: z.string().trim().min(1, key('accounts.fillAllFields')),
    username: z.string().min(1, key('accounts.fillAllFields')),
    password: z.string().min(1, key('accounts.fillAllFields')),
    confirmPassword: z.string().min(1, key('accounts.fillAllFields')),
  })
  .superRefine((form, context) => {
    if (form.password.length < PASSWORD_MIN)
      context.addIssue({ code: 'custom', path: ['password'], message: key('accounts.passwordTooShort') });
    else if (form.password !== form.confirmPassword)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: key('accounts.passwordsDontMatch') });
  });

export type UserType = 'standard' | 'artistic_collective';
export type PublicUser = { email: string; username: string; userType: UserType };
export type AuthCheckResponse = { authenticated: boolean; user: PublicUser | null };
export type GenerationCreditsResponse = { freeCreditsRemaining: number; paidCredits: number; userType: UserType };
