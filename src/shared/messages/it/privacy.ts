import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'I tuoi dati',
  description: 'Scarica una copia di tutto ciò che conserviamo su di te, oppure elimina il tuo account.',
  download: 'Scarica i miei dati',
  downloading: 'Preparazione…',
  downloadFailed: 'Non è stato possibile scaricare i tuoi dati',
  downloadHint:
    'Un file JSON: il tuo account, i crediti, i poster con i link ai loro file, gli ordini, i mi piace, i diritti, i versamenti e l’iscrizione.',
  deleteAccount: 'Elimina il mio account',
  deleteTitle: 'Eliminare il tuo account?',
  deleteIntro:
    'Il tuo account, le tue sessioni, i tuoi mi piace e i tuoi poster vengono eliminati. I poster acquistati da qualcuno restano per gli acquirenti (nel catalogo come opera di un ex creatore), e gli ordini restano nella nostra contabilità per dieci anni senza essere collegati a te.',
  keptPosters:
    '{count, plural, one {# dei tuoi poster è stato acquistato e resterà senza il tuo nome.} other {# dei tuoi poster sono stati acquistati e resteranno senza il tuo nome.}}',
  deletedPosters:
    '{count, plural, one {# poster verrà eliminato con i suoi file.} other {# poster verranno eliminati con i loro file.}}',
  membershipEnds: 'La tua iscrizione viene disdetta e non si rinnova.',
  royaltiesTransfer:
    'I tuoi diritti non ancora versati di {amount} vengono prima trasferiti sul tuo conto di versamento.',
  royaltiesForfeit:
    'I tuoi diritti non ancora versati di {amount} vanno persi: nessun conto di versamento è pronto a riceverli.',
  passwordLabel: 'La tua password',
  passwordRequired: 'Inserisci la tua password per continuare.',
  sendCode: 'Invia il codice',
  sendingCode: 'Invio…',
  codeSent: 'Abbiamo inviato un codice di 6 cifre a {email}. Inseriscilo per eliminare il tuo account.',
  codeLabel: 'Codice di conferma',
  confirmDelete: 'Elimina definitivamente',
  deleting: 'Eliminazione…',
  cancel: 'Mantieni il mio account',
  deletedTitle: 'Account eliminato',
  deletedText: 'Il tuo account è eliminato. Grazie per aver creato con noi.',
  deleteFailed: 'Non è stato possibile eliminare il tuo account',
  loadFailed: 'Non è stato possibile caricare gli effetti dell’eliminazione del tuo account',
} satisfies Translation<'privacy'>;
