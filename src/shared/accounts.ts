import { z } from 'zod';
import { accountMessages as m } from './messages/accounts.ts';

/** Account rules of spec 000 §5, one schema for the browser's forms and the server's checks. */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/** What the username field does to every keystroke: lower-case, only a-z 0-9 _, at most 20. */
export function normaliseUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, USERNAME_MAX);
}

export const emailSchema = z
  .string({ error: m.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }));

export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .min(1, m.usernameRequired)
  .min(USERNAME_MIN, m.usernameTooShort)
  .max(USERNAME_MAX, m.usernameTooLong)
  .regex(/^[a-z0-9_]+$/, m.usernameCharacters);

export const passwordSchema = z
  .string({ error: m.passwordTooShort })
  .min(PASSWORD_MIN, m.passwordTooShort)
  .max(200, m.passwordTooLong);

export const verificationCodeSchema = z.string({ error: m.invalidCodeFormat }).trim().regex(/^\d{6}$/, m.invalidCodeFormat);

export const sendVerificationSchema = z.object({ email: emailSchema });
export const verifyEmailSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export const registerSchema = z.object({ email: emailSchema, username: usernameSchema, password: passwordSchema });

export const loginSchema = z.object({
  email: z.string({ error: m.missingLogin }).trim().min(1, m.missingLogin).max(254, m.invalidCredentials),
  password: z.string({ error: m.missingLogin }).min(1, m.missingLogin).max(200, m.invalidCredentials),
});

/** The sign-up form: the register fields plus the confirmation, with the form's own messages. */
export const signupFormSchema = z
  .object({
    email: z.string().trim().min(1, m.fillAllFields),
    username: z.string().min(1, m.fillAllFields),
    password: z.string().min(1, m.fillAllFields),
    confirmPassword: z.string().min(1, m.fillAllFields),
  })
  .superRefine((form, context) => {
    if (form.password.length < PASSWORD_MIN) context.addIssue({ code: 'custom', path: ['password'], message: m.passwordTooShort });
    else if (form.password !== form.confirmPassword)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
  });

export type UserType = 'standard' | 'artistic_collective';
export type PublicUser = { email: string; username: string; userType: UserType };
export type AuthCheckResponse = { authenticated: boolean; user: PublicUser | null };
export type GenerationCreditsResponse = { freeCreditsRemaining: number; paidCredits: number; userType: UserType };
