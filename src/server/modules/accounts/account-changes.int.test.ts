import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import m from '../../../shared/messages/en/accounts.ts';
import { users } from '../../db/schema.ts';
import { codeIn } from '../../testing/smtp.ts';
import { PASSWORD, accountTestKit } from './account-test-helpers.ts';
import { CODE_MAX_TRIES } from './verification.service.ts';

/**
 * The changes made in settings (docs/product/accounts.md#changing-the-password-or-the-e-mail-address), through the
 * real app, database and SMTP.
 */
const kit = accountTestKit();
const { db, freshEmail, browser, account, signIn, signedIn } = kit;

describe('changing the password in settings', () => {
  it('needs the current password; signs the other sessions out, keeps this one, and tells the account', async () => {
    const user = await account('fr');
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);

    const wrong = await here.post('/api/account/password', {
      currentPassword: 'not the password',
      newPassword: 'a second password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');
    expect(await signedIn(elsewhere)).toBe(true);

    const tooShort = await here.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(m.passwordTooShort);

    const since = kit.smtp().mails.length;
    const changed = await here.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a second password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const notice = await kit.smtp().waitForMail(user.email, { since });
    expect(notice.subject).toBe('Votre mot de passe Affiche a été modifié');

    expect((await browser().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    await signIn(user.email, 'a second password');
  });

  it('is refused to a signed-out caller', async () => {
    const response = await browser().post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a second password',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the e-mail address in settings', () => {
  it('mails a code to the new address; the code moves the account and the old address is told', async () => {
    const user = await account('it');
    const here = await signIn(user.email);
    const newEmail = freshEmail('moved');

    const wrongPassword = await here.post('/api/account/email', { newEmail, password: 'nope nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('wrong_password');
    const same = await here.post('/api/account/email', { newEmail: user.email.toUpperCase(), password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('same_email');

    const since = kit.smtp().mails.length;
    const asked = await here.post('/api/account/email', { newEmail: newEmail.toUpperCase(), password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await kit.smtp().waitForMail(newEmail, { since });
    const code = codeIn(codeMail);
    expect(codeMail.subject).toBe(`${code} conferma il tuo nuovo indirizzo e-mail Affiche`);

    // another account cannot use the code, nor this one for another address
    const other = await signIn((await account()).email);
    expect((await other.post('/api/account/email/confirm', { newEmail, code })).statusCode).toBe(400);
    expect((await here.post('/api/account/email/confirm', { newEmail: freshEmail(), code })).statusCode).toBe(400);

    const confirmed = await here.post('/api/account/email/confirm', { newEmail, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user.email).toBe(newEmail);
    expect((await here.get('/api/auth/check')).json().user.email).toBe(newEmail);
    const told = await kit.smtp().waitForMail(user.email, { since });
    expect(told.subject).toBe('Il tuo indirizzo e-mail Affiche è stato modificato');
    expect(told.text).toContain(newEmail);

    await signIn(newEmail);
    expect((await browser().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('answers a taken address like a free one; its owner is told, and no code can move the account there', async () => {
    const taken = await account();
    const user = await account();
    const here = await signIn(user.email);
    const free = freshEmail('free');

    const since = kit.smtp().mails.length;
    const forTaken = await here.post('/api/account/email', { newEmail: taken.email, password: PASSWORD });
    const forFree = await here.post('/api/account/email', { newEmail: free, password: PASSWORD });
    expect([forTaken.statusCode, forTaken.body]).toEqual([forFree.statusCode, forFree.body]);
    const notice = await kit.smtp().waitForMail(taken.email, { since });
    expect(notice.subject).toBe('Someone tried to use this address for their Affiche account');
    expect(() => codeIn(notice)).toThrow();
    await kit.smtp().waitForMail(free, { since });

    // asking for the free address retired the code of the taken one; neither way is a guess answered differently
    const guesses = [];
    for (let i = 0; i < CODE_MAX_TRIES + 1; i++)
      guesses.push(
        (await here.post('/api/account/email/confirm', { newEmail: taken.email, code: '000000' })).json().code,
      );
    expect(guesses.every((code) => code === 'invalid_code')).toBe(true);
    expect((await here.get('/api/auth/check')).json().user.email).toBe(user.email);
  });

  it('says "taken" only after the new address proved to be the caller’s (it was taken meanwhile)', async () => {
    const user = await account();
    const here = await signIn(user.email);
    const newEmail = freshEmail('race');
    const since = kit.smtp().mails.length;
    await here.post('/api/account/email', { newEmail, password: PASSWORD });
    const code = codeIn(await kit.smtp().waitForMail(newEmail, { since }));
    await db()
      .insert(users)
      .values({ email: newEmail, username: `r_${randomBytes(6).toString('hex')}`, passwordHash: kit.storedHash() });
    const refused = await here.post('/api/account/email/confirm', { newEmail, code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'email_taken', message: m.emailTaken });
    expect((await here.get('/api/auth/check')).json().user.email).toBe(user.email);
  });
});
