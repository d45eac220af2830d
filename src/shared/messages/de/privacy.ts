import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'Deine Daten',
  description: 'Lade eine Kopie von allem herunter, was wir über dich speichern, oder lösche dein Konto.',
  download: 'Meine Daten herunterladen',
  downloading: 'Wird vorbereitet…',
  downloadFailed: 'Deine Daten konnten nicht heruntergeladen werden',
  downloadHint:
    'Eine JSON-Datei: dein Konto, Guthaben, Poster mit Links zu ihren Dateien, Bestellungen, Likes, Lizenzgebühren, Auszahlungen und Mitgliedschaft.',
  deleteAccount: 'Mein Konto löschen',
  deleteTitle: 'Konto löschen?',
  deleteIntro:
    'Dein Konto, deine Sitzungen, deine Likes und deine Poster werden gelöscht. Poster, die jemand gekauft hat, bleiben für die Käuferinnen und Käufer erhalten (im Katalog als von einer ehemaligen Künstlerin oder einem ehemaligen Künstler), und Bestellungen bleiben zehn Jahre in unserer Buchhaltung, ohne mit dir verknüpft zu sein.',
  keptPosters:
    '{count, plural, one {# deiner Poster wurde gekauft und bleibt ohne deinen Namen erhalten.} other {# deiner Poster wurden gekauft und bleiben ohne deinen Namen erhalten.}}',
  deletedPosters:
    '{count, plural, one {# Poster wird mit seinen Dateien gelöscht.} other {# Poster werden mit ihren Dateien gelöscht.}}',
  membershipEnds: 'Deine Mitgliedschaft wird gekündigt und verlängert sich nicht.',
  royaltiesTransfer: 'Deine offenen Lizenzgebühren von {amount} werden vorher auf dein Auszahlungskonto überwiesen.',
  royaltiesForfeit:
    'Deine offenen Lizenzgebühren von {amount} verfallen: Es ist kein Auszahlungskonto bereit, sie zu empfangen.',
  passwordLabel: 'Dein Passwort',
  passwordRequired: 'Gib dein Passwort ein, um fortzufahren.',
  sendCode: 'Code senden',
  sendingCode: 'Wird gesendet…',
  codeSent: 'Wir haben einen 6-stelligen Code an {email} geschickt. Gib ihn ein, um dein Konto zu löschen.',
  codeLabel: 'Bestätigungscode',
  confirmDelete: 'Endgültig löschen',
  deleting: 'Wird gelöscht…',
  cancel: 'Konto behalten',
  deletedTitle: 'Konto gelöscht',
  deletedText: 'Dein Konto ist gelöscht. Danke, dass du mit uns gestaltet hast.',
  deleteFailed: 'Dein Konto konnte nicht gelöscht werden',
  loadFailed: 'Es konnte nicht geladen werden, was das Löschen deines Kontos bewirken würde',
} satisfies Translation<'privacy'>;
