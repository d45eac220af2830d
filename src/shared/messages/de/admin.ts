import type { Translation } from '../../i18n/catalogue.ts';
import english from '../en/admin.ts';

/**
 * The admin area: English is enough here (issue 13). The server's answers to the admin and the sign-in page are
 * translated; the rest of the /admin pages keep the English words until they are translated.
 */
export default {
  ...english,
  loginTitle: 'Admin-Anmeldung',
  loginIntro: 'Melde dich an, um Bestellungen, den Katalog und die Prüfliste zu verwalten.',
  usernameLabel: 'Benutzername',
  passwordLabel: 'Passwort',
  signIn: 'Anmelden',
  signingIn: 'Anmeldung läuft…',
  loginFailed: 'Anmeldung fehlgeschlagen',
  logout: 'Abmelden',
  codeTitle: 'Code eingeben',
  codeLabel: 'Authentifizierungscode',
  verify: 'Bestätigen',
  invalidCredentials: 'Ungültige Anmeldedaten',
  credentialsRequired: 'Bitte Benutzername und Passwort eingeben.',
  tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte versuche es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
  signInDisabled: 'Die Admin-Anmeldung ist deaktiviert: Es gibt noch keinen Admin. Lege einen mit npm run admin:create an oder setze ADMIN_USERNAME und ADMIN_PASSWORD für den ersten Start.',
  tryAgain: 'Die Anmeldung wurde gleichzeitig anderswo geändert. Bitte versuche es noch einmal.',
  codeFormat: 'Der Code besteht aus den 6 Ziffern, die deine Authenticator-App anzeigt.',
  invalidCode: 'Der Code ist ungültig oder wurde bereits verwendet. Warte auf den nächsten.',
  invalidRecoveryCode: 'Der Wiederherstellungscode ist ungültig oder wurde bereits verwendet.',
  adminSessionRequired: 'Admin-Anmeldung erforderlich.',
  invalidOrderId: 'Die Bestell-ID ist ungültig.',
  orderNotFound: 'Diese Bestellung wurde nicht gefunden.',
  invalidPosterId: 'Die Poster-ID ist ungültig.',
  posterNotFound: 'Dieses Poster wurde nicht gefunden.',
  soldCountOutOfRange: 'Die Anzahl verkaufter Exemplare muss eine ganze Zahl zwischen 0 und {totalSupply} sein.',
} satisfies Translation<'admin'>;
