import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makePoster } from '../../testing/posters.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';

/** Selling and its review speak the language of whoever reads them (decision 021). */
const ADMIN = { username: 'reviewer', password: 'a very secret admin password' };

let t: TestApp;
let smtp: TestSmtpServer;
let adminCookie: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url },
  });
  adminCookie = await signInAdmin(t, ADMIN, { ip: '10.0.0.9' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sellForm = {
  isPublic: true,
  agreedToTerms: true,
  name: 'Lac au crépuscule',
  city: 'Neuchâtel',
  totalSupply: 50,
  pricePerUnit: 40,
};

describe('selling in the visitor’s language', () => {
  it('answers a publish in German and refuses a bad form in French', async () => {
    const creator = await signedInUser(t);
    const id = await makePoster(t, creator.id);
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/images/${id}/public`,
      headers: { cookie: creator.cookie, 'accept-language': 'de-CH,de;q=0.9' },
      payload: sellForm,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe(
      'Dein Poster wurde zur Prüfung eingereicht. Es erscheint im Katalog, sobald es freigegeben ist.',
    );

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/images/${id}/public`,
      headers: { cookie: `${creator.cookie}; lang=fr` },
      payload: { ...sellForm, name: '  ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Veuillez saisir un nom pour votre affiche.');
  });

  it('writes the rejection mail in the creator’s language, whatever the admin reads', async () => {
    const creator = await signedInUser(t);
    await t.runtime.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, creator.id));
    const id = await makePoster(t, creator.id, {
      isPublic: true,
      isApproved: false,
      name: 'Lac au crépuscule',
      city: 'Neuchâtel',
    });
    const since = smtp.mails.length;
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/images/${id}/reject`,
      headers: { cookie: adminCookie, 'accept-language': 'en' },
      payload: { reason: 'Le cadrage coupe le sujet.' },
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await smtp.waitForMail(creator.email, { since });
    expect(mail.subject).toContain('\u202f: Lac au crépuscule n’a pas été retenue pour le catalogue');
    expect(mail.text).toContain('Merci d’avoir soumis «\u202fLac au crépuscule\u202f».');
    expect(mail.text).toContain(`Bonjour @${creator.username},`);
    expect(mail.text).toContain('Remarque de l’examinateur\u202f: Le cadrage coupe le sujet.');
    expect(mail.html).toContain('<html lang="fr">');
  });
});
