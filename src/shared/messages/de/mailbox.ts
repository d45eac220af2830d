import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Nur für die Entwicklung',
  title: 'Postfach',
  note: 'Jede E-Mail, die der Shop ohne SMTP verschickt, landet hier, die neueste zuerst, damit du dich lokal registrieren kannst. Diese Seite gibt es nur ausserhalb der Produktion.',
  refreshing: 'Aktualisiert sich alle 3 Sekunden',
  listLabel: 'E-Mails',
  empty: 'Noch keine E-Mails',
  emptyText: 'Registriere dich oder fordere einen Code an, und die E-Mail erscheint hier in wenigen Augenblicken.',
  unavailable: 'Das Postfach ist nicht verfügbar',
  unavailableText: 'Es gibt es nur ausserhalb der Produktion, wo E-Mails statt über SMTP im Postausgang landen.',
  loadFailed: 'Das Postfach konnte nicht geladen werden. Es versucht es alle 3 Sekunden erneut.',
  from: 'Von',
  to: 'An',
  sent: 'Gesendet',
  htmlLabel: 'E-Mail: {subject}',
  plainText: 'Nur-Text',
  noSubject: '(kein Betreff)',
} satisfies Translation<'mailbox'>;
