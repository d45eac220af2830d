import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../lib/api-request.ts';
import {
  codeProblem,
  loginFailureProblem,
  loginSubmitProblem,
  resetSubmitProblem,
  serverProblem,
  signupSubmitProblem,
  usernameInlineMessage,
} from './account-form-rules.ts';
import type { AccountTexts, SignupFormValues } from './account-form-rules.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import english from '../../../shared/messages/en/accounts.ts';
import german from '../../../shared/messages/de/accounts.ts';

const textsIn = (language: 'en' | 'de', catalogue: unknown) =>
  textsOf(createI18n(language), 'accounts', compileCatalogue(catalogue)) as AccountTexts;
const en = textsIn('en', english);
const de = textsIn('de', german);

const valid: SignupFormValues = {
  email: 'ada@example.ch',
  username: 'ada_lovelace',
  password: 'analytical',
  confirmPassword: 'analytical',
};

describe('signup submit rules, in order', () => {
  it('asks for all four fields first, whatever else is wrong', () => {
    for (const field of ['email', 'username', 'password', 'confirmPassword'] as const) {
      expect(signupSubmitProblem({ ...valid, [field]: '' }, 'taken', en)).toEqual({
        title: 'Missing information',
        description: 'Please fill in all fields.',
      });
    }
    expect(
      signupSubmitProblem({ ...valid, email: '   ', password: 'short', confirmPassword: 'other' }, 'unknown', en),
    ).toEqual({
      title: 'Missing information',
      description: 'Please fill in all fields.',
    });
  });

  it('then wants a password of at least 8 characters, before checking the confirmation', () => {
    expect(signupSubmitProblem({ ...valid, password: 'seven77', confirmPassword: 'different' }, 'taken', en)).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 8 characters long.',
    });
  });

  it('then wants the passwords to match', () => {
    expect(signupSubmitProblem({ ...valid, confirmPassword: 'analyticaL' }, 'taken', en)).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match.',
    });
  });

  it('then refuses a taken or malformed username', () => {
    const notAvailable = { title: 'Username not available', description: 'Please choose a different username.' };
    expect(signupSubmitProblem(valid, 'taken', en)).toEqual(notAvailable);
    expect(signupSubmitProblem({ ...valid, username: 'ada' }, 'unknown', en)).toEqual(notAvailable);
  });

  it('lets an available name through, and one whose check failed (the server decides)', () => {
    expect(signupSubmitProblem(valid, 'available', en)).toBeNull();
    expect(signupSubmitProblem(valid, 'unknown', en)).toBeNull();
  });
});

describe('login rules', () => {
  it('needs both email and password', () => {
    const missing = { title: 'Missing information', description: 'Please enter both email and password.' };
    expect(loginSubmitProblem({ email: '', password: 'x' }, en)).toEqual(missing);
    expect(loginSubmitProblem({ email: ' ', password: 'x' }, en)).toEqual(missing);
    expect(loginSubmitProblem({ email: 'a@b.ch', password: '' }, en)).toEqual(missing);
    expect(loginSubmitProblem({ email: 'a@b.ch', password: 'x' }, en)).toBeNull();
  });

  it('says Invalid email or password for any non-OK answer but the rate limit', () => {
    expect(loginFailureProblem(apiErrorOf(401, '{"message":"Invalid email or password."}'), en)).toEqual({
      title: 'Login failed',
      description: 'Invalid email or password. Please try again.',
    });
    expect(loginFailureProblem(apiErrorOf(500, 'Internal Server Error'), en).description).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(
      loginFailureProblem(apiErrorOf(429, '{"code":"rate_limited","message":"Too many failed sign-in attempts."}'), en),
    ).toEqual({
      title: 'Login failed',
      description: 'Too many failed sign-in attempts.',
    });
  });

  it('says Something went wrong when no answer arrived', () => {
    expect(loginFailureProblem(new TypeError('Failed to fetch'), en)).toEqual({
      title: 'Login failed',
      description: 'Something went wrong. Please try again later.',
    });
  });
});

describe('verification code', () => {
  it('wants exactly six digits', () => {
    expect(codeProblem('12345', en)).toEqual({
      title: 'Invalid code',
      description: 'Please enter the 6-digit verification code.',
    });
    expect(codeProblem('123456', en)).toBeNull();
  });
});

describe('server messages in toasts', () => {
  it("shows the server's message, or the fallback", () => {
    expect(
      serverProblem(
        apiErrorOf(400, '{"message":"This verification code has expired."}'),
        'Invalid code',
        'Invalid verification code',
      ),
    ).toEqual({
      title: 'Invalid code',
      description: 'This verification code has expired.',
    });
    expect(
      serverProblem(apiErrorOf(524, 'TIMEOUT'), 'Registration failed', 'Failed to create account').description,
    ).toBe('Failed to create account');
    expect(
      serverProblem(
        new TypeError('Failed to fetch'),
        'Failed to send verification',
        'Failed to send verification email',
      ).description,
    ).toBe('Failed to send verification email');
  });
});

describe('username inline message', () => {
  it('says nothing for an empty field or a fine name', () => {
    expect(usernameInlineMessage('', 'unknown', en)).toBeNull();
    expect(usernameInlineMessage('ada_lovelace', 'available', en)).toBeNull();
    expect(usernameInlineMessage('ada_lovelace', 'checking', en)).toBeNull();
  });

  it('names the length rule or the taken name', () => {
    expect(usernameInlineMessage('ada', 'unknown', en)).toBe('Username must be at least 5 characters');
    expect(usernameInlineMessage('a'.repeat(21), 'unknown', en)).toBe('Username must be 20 characters or less');
    expect(usernameInlineMessage('ada_lovelace', 'taken', en)).toBe('Username is already taken');
  });

  it("speaks the visitor's language", () => {
    expect(usernameInlineMessage('ada', 'unknown', de)).toBe('Der Benutzername muss mindestens 5 Zeichen lang sein');
    expect(signupSubmitProblem({ ...valid, confirmPassword: 'analyticaL' }, 'taken', de)).toEqual({
      title: 'Passwörter stimmen nicht überein',
      description: 'Bitte achte darauf, dass beide Passwörter gleich sind.',
    });
  });
});

describe('the new-password step of a forgotten password, in order', () => {
  const good = { code: '123456', password: 'a new password', confirmPassword: 'a new password' };
  it('wants six digits, then a password of 8 to 200 characters, then the same confirmation', () => {
    expect(resetSubmitProblem(good, en)).toBeNull();
    expect(resetSubmitProblem({ ...good, code: '12345', password: 'short' }, en)).toEqual({
      title: en.invalidCodeTitle,
      description: en.invalidCodeFormat,
    });
    expect(resetSubmitProblem({ ...good, password: 'short', confirmPassword: 'other' }, de)).toEqual({
      title: de.passwordTooShortTitle,
      description: de.passwordTooShort,
    });
    expect(resetSubmitProblem({ ...good, password: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) }, en)).toEqual({
      title: en.resetFailedTitle,
      description: en.passwordTooLong,
    });
    expect(resetSubmitProblem({ ...good, confirmPassword: 'a new passwore' }, en)).toEqual({
      title: en.passwordsDontMatchTitle,
      description: en.passwordsDontMatch,
    });
  });
});
