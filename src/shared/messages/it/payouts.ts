import type { Translation } from '../../i18n/catalogue.ts';

export default {
  noAccount: 'Non hai ancora un conto per i versamenti.',
  onboardingIncomplete: 'Completa prima la configurazione del tuo conto per i versamenti.',
  createFailed: 'Impossibile creare il conto per i versamenti',
  refreshFailed: 'Impossibile riavviare la configurazione',
  dashboardFailed: 'Impossibile aprire la panoramica',
  membersOnly: 'I versamenti fanno parte dell’iscrizione all’Artistic Collective.',
  accountNotFound: 'Questo conto per i versamenti non esiste.',
} satisfies Translation<'payouts'>;
