import { signupFormSchema, usernameSchema } from '../../../shared/accounts.ts';
import { readApiFailure } from '../../lib/api-request.ts';
import { accountMessages as m, accountScreenText } from '../../../shared/messages/accounts.ts';
import type { UsernameAvailability } from './use-username-availability.ts';

export type SignupFormValues = { email: string; username: string; password: string; confirmPassword: string };

/** A destructive toast that stops the submission. */
export type FormProblem = { title: string; description: string };

const titleOf: Record<string, string> = {
  [m.fillAllFields]: accountScreenText.fillAllFieldsTitle,
  [m.passwordTooShort]: m.passwordTooShortTitle,
  [m.passwordsDontMatch]: m.passwordsDontMatchTitle,
};

/**
 * The sign-up form's rules in the spec's order (spec 000 §5): all four fields, a password of at least 8,
 * a matching confirmation, then an available username. The first broken rule gives the toast to show;
 * null lets the form ask for a code. A name whose check failed (unknown) passes: the server decides.
 */
export function signupSubmitProblem(values: SignupFormValues, availability: UsernameAvailability): FormProblem | null {
  const parsed = signupFormSchema.safeParse(values);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    const first = messages.includes(m.fillAllFields) ? m.fillAllFields : messages[0];
    return { title: titleOf[first] ?? accountScreenText.fillAllFieldsTitle, description: first };
  }
  if (!usernameSchema.safeParse(values.username).success || availability === 'taken') {
    return { title: m.usernameNotAvailableTitle, description: m.usernameNotAvailable };
  }
  return null;
}

/** The login form's one rule (spec 000 §5): both email and password. */
export function loginSubmitProblem(values: { email: string; password: string }): FormProblem | null {
  if (values.email.trim() === '' || values.password === '') return { title: m.missingLoginTitle, description: m.missingLogin };
  return null;
}

/** Exactly six digits (spec 000 §5). */
export function codeProblem(code: string): FormProblem | null {
  return /^\d{6}$/.test(code) ? null : { title: m.invalidCodeTitle, description: m.invalidCodeFormat };
}

/** What the code field keeps of any input: digits only, at most six. */
export function normaliseCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** The inline message under the username field, if any (spec 000 §5). */
export function usernameInlineMessage(username: string, availability: UsernameAvailability): string | null {
  if (username.length === 0) return null;
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return parsed.error.issues[0].message;
  return availability === 'taken' ? m.usernameTaken : null;
}

/**
 * The toast of a failed login (spec 000 §8): a non-OK answer is 'Invalid email or password', except
 * the rate limit, whose own message says how long to wait; no answer at all is 'Something went wrong'.
 */
export function loginFailureProblem(error: unknown): FormProblem {
  const { status, message } = readApiFailure(error);
  if (status === null) return { title: m.loginFailedTitle, description: m.loginError };
  if (status === 429 && message) return { title: m.loginFailedTitle, description: message };
  return { title: m.loginFailedTitle, description: m.loginFailed };
}

/** A failed sign-up call's toast: the server's message, or the spec's fallback (spec 000 §8). */
export function serverProblem(error: unknown, title: string, fallback: string): FormProblem {
  return { title, description: readApiFailure(error).message ?? fallback };
}
