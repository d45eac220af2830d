import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Solo per lo sviluppo',
  title: 'Casella di posta',
  note: 'Ogni e-mail che il negozio invia senza SMTP arriva qui, dalla più recente, così puoi registrarti in locale. Questa pagina esiste solo fuori dalla produzione.',
  refreshing: 'Si aggiorna ogni 3 secondi',
  listLabel: 'E-mail',
  empty: 'Ancora nessuna e-mail',
  emptyText: 'Registrati o richiedi un codice e l’e-mail comparirà qui in un attimo.',
  unavailable: 'La casella di posta non è disponibile',
  unavailableText:
    'Esiste solo fuori dalla produzione, dove le e-mail finiscono nella posta in uscita invece che su SMTP.',
  loadFailed: 'Non è stato possibile caricare la casella di posta. Riprova ogni 3 secondi.',
  from: 'Da',
  to: 'A',
  sent: 'Inviata',
  htmlLabel: 'E-mail: {subject}',
  plainText: 'Testo semplice',
  noSubject: '(nessun oggetto)',
} satisfies Translation<'mailbox'>;
