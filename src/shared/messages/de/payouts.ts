import type { Translation } from '../../i18n/catalogue.ts';

export default {
  noAccount: 'Du hast noch kein Auszahlungskonto.',
  onboardingIncomplete: 'Richte zuerst dein Auszahlungskonto fertig ein.',
  createFailed: 'Das Auszahlungskonto konnte nicht erstellt werden',
  refreshFailed: 'Die Einrichtung konnte nicht neu gestartet werden',
  dashboardFailed: 'Die Übersicht konnte nicht geöffnet werden',
  membersOnly: 'Auszahlungen gehören zur Mitgliedschaft im Artistic Collective.',
  accountNotFound: 'Dieses Auszahlungskonto gibt es nicht.',
} satisfies Translation<'payouts'>;
