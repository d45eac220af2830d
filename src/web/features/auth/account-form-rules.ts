import { passwordSchema, signupFormSchema, usernameSchema } from '../../../shared/accounts.ts';
import { key } from '../../../shared/i18n/catalogue.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-request.ts';
import { firstIssueText } from '../../lib/i18n/form-words.ts';
import { wordFrom } from '../../lib/i18n/words.ts';
import type { UsernameAvailability } from './use-username-availability.ts';

/** The account words in the visitor's language (`useMessages('accounts')`). */
export type AccountTexts = AreaTexts<'accounts'>;

export type SignupFormValues = { email: string; username: string; password: string; confirmPassword: string };

/** A destructive toast that stops the submission. */
export type FormProblem = { title: string; description: string };

/** Shows a form's problem as its toast; the handle dismisses it. */
export const showProblem = (problem: FormProblem) => toast({ variant: 'destructive', ...problem });

/** A shared rule's message (a catalogue key, see src/shared/accounts.ts) in the visitor's words. */
const wordOf = (m: AccountTexts) => wordFrom({ accounts: m });

const titleOf = (m: AccountTexts): Record<string, string> => ({
  [key('accounts.fillAllFields')]: m.fillAllFieldsTitle,
  [key('accounts.passwordTooShort')]: m.passwordTooShortTitle,
  [key('accounts.passwordsDontMatch')]: m.passwordsDontMatchTitle,
});

/**
 * The sign-up form's rules in their order (docs/product/accounts.md#signing-up): all four fields, a password of at
 * least 8,
 * a matching confirmation, then an available username. The first broken rule gives the toast to show;
 * null lets the form ask for a code. A name whose check failed (unknown) passes: the server decides.
 */
export function signupSubmitProblem(
  values: SignupFormValues,
  availability: UsernameAvailability,
  m: AccountTexts,
): FormProblem | null {
  const parsed = signupFormSchema.safeParse(values);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => issue.message);
    const first = messages.includes(key('accounts.fillAllFields')) ? key('accounts.fillAllFields') : messages[0];
    return { title: titleOf(m)[first] ?? m.fillAllFieldsTitle, description: wordOf(m)(first) };
  }
  if (!usernameSchema.safeParse(values.username).success || availability === 'taken') {
    return { title: m.usernameNotAvailableTitle, description: m.usernameNotAvailable };
  }
  return null;
}

/** The login form's one rule (docs/product/accounts.md#signing-in): both email and password. */
export function loginSubmitProblem(values: { email: string; password: string }, m: AccountTexts): FormProblem | null {
  if (values.email.trim() === '' || values.password === '')
    return { title: m.missingLoginTitle, description: m.missingLogin };
  return null;
}

/** Exactly six digits (docs/product/accounts.md#signing-up). */
export function codeProblem(code: string, m: AccountTexts): FormProblem | null {
  return /^\d{6}$/.test(code) ? null : { title: m.invalidCodeTitle, description: m.invalidCodeFormat };
}

/** The inline message under the username field, if any (docs/product/accounts.md#signing-up). */
export function usernameInlineMessage(
  username: string,
  availability: UsernameAvailability,
  m: AccountTexts,
): string | null {
  if (username.length === 0) return null;
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) return firstIssueText(parsed.error, wordOf(m)) ?? null;
  return availability === 'taken' ? m.usernameTaken : null;
}

/**
 * The toast of a failed login (docs/product/accounts.md#signing-in): a non-OK answer is 'Invalid email or password',
 * except
 * the rate limit, whose own message says how long to wait; no answer at all is 'Something went wrong'.
 */
export function loginFailureProblem(error: unknown, m: AccountTexts): FormProblem {
  const { status, code, serverMessage } = ApiError.of(error);
  if (status === null) return { title: m.loginFailedTitle, description: m.loginError };
  if ((code === 'rate_limited' || code === 'sign_in_limited') && serverMessage)
    return { title: m.loginFailedTitle, description: serverMessage };
  return { title: m.loginFailedTitle, description: m.loginFailed };
}

/** A failed sign-up call's toast: the server's message, or the fallback (docs/product/accounts.md#signing-up). */
export function serverProblem(error: unknown, title: string, fallback: string): FormProblem {
  return { title, description: ApiError.of(error).serverMessage ?? fallback };
}

/**
 * The new-password step of a forgotten password (docs/product/accounts.md#a-forgotten-password): six digits, a
 * password of at least 8, a matching confirmation. The first broken rule gives the toast; null lets it go.
 */
export function resetSubmitProblem(
  values: { code: string; password: string; confirmPassword: string },
  m: AccountTexts,
): FormProblem | null {
  const code = codeProblem(values.code, m);
  if (code) return code;
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) {
    const rule = password.error.issues[0]!.message;
    const title = rule === key('accounts.passwordTooShort') ? m.passwordTooShortTitle : m.resetFailedTitle;
    return { title, description: wordOf(m)(rule) };
  }
  if (values.password !== values.confirmPassword)
    return { title: m.passwordsDontMatchTitle, description: m.passwordsDontMatch };
  return null;
}
