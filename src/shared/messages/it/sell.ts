import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'Vendi il tuo poster',
  description:
    'Pubblica questo poster nel catalogo come edizione numerata. Controlliamo ogni poster prima che vada online.',
  nameLabel: 'Nome del poster',
  namePlaceholder: 'Tramonto sul Lago di Lugano',
  cityLabel: 'Città',
  cityPlaceholder: 'Bellinzona',
  momentLinkLabel: 'Link al momento (facoltativo)',
  momentLinkPlaceholder: 'https://…',
  momentLinkHint: 'Un link al momento dietro il poster: un post, un video, un articolo.',
  totalSupplyLabel: 'Tiratura',
  pricePerUnitLabel: 'Prezzo per stampa (CHF)',
  summary: '{totalSupply, plural, one {# stampa} other {# stampe}} a {price} l’una',
  royalty: 'Guadagni {royalty} per ogni stampa venduta ({rate}%)',
  agreeBefore: 'Accetto i ',
  agreeLink: 'termini e condizioni per i creativi',
  submit: 'Invia per la revisione',
  submitting: 'Invio in corso…',
  cancel: 'Annulla',
  submittedTitle: 'Inviato per la revisione',
  submittedText:
    'Grazie! Il nostro team controlla ogni poster, di solito entro due giorni lavorativi. Una volta approvato, appare nel catalogo e nella tua dashboard come «Pubblico»; fino ad allora risulta «In revisione».',
  needPosterAndVerifiedEmail: 'Per vendere devi prima creare un poster e confermare il tuo indirizzo e-mail.',
  invalidPosterUrl: 'Formato dell’URL del poster non valido. Riprova.',
  posterAlt: 'Il poster che stai vendendo',

  terms: {
    title: 'Termini e condizioni per i creativi',
    intro: 'Questi termini si applicano quando pubblichi un poster nel catalogo e ne vendi delle stampe.',
    sections: [
      {
        heading: 'I tuoi guadagni',
        text: 'Ricevi una commissione del 16% su ogni stampa venduta di un’edizione standard, e fino al 70% sulle edizioni limitate, a seconda della tiratura e del prezzo. I guadagni sono calcolati sul prezzo pagato dall’acquirente, escluse spedizione e IVA.',
      },
      {
        heading: 'Pagamenti',
        text: 'I pagamenti avvengono ogni mese, in franchi svizzeri (CHF), sul conto di pagamento che hai indicato nelle Impostazioni. I guadagni di un mese vengono pagati il mese successivo, quando gli ordini non possono più essere annullati.',
      },
      {
        heading: 'Revisione',
        text: 'Ogni poster viene controllato prima di apparire nel catalogo. Possiamo rifiutare un poster senza indicarne i motivi, e rimuoverlo in seguito se viola questi termini.',
      },
      {
        heading: 'I tuoi diritti e i nostri',
        text: 'Confermi che la foto o il video all’origine del poster ti appartiene o che hai il diritto di usarlo, e che non mostra nessuno contro la sua volontà. Il diritto d’autore resta tuo; ci concedi il diritto di stampare, mostrare e vendere il poster finché è pubblicato.',
      },
      {
        heading: 'Ritiro della pubblicazione',
        text: 'Puoi ritirare un poster dal catalogo in qualsiasi momento dalla tua dashboard. Le stampe già vendute vengono comunque stampate e consegnate, e i relativi guadagni restano tuoi.',
      },
    ],
    close: 'Chiudi',
  },

  termsRequired: 'Per vendere il tuo poster devi accettare i termini e le condizioni.',
  nameRequired: 'Inserisci un nome per il tuo poster.',
  nameTooLong: 'Il nome del poster può avere al massimo 100 caratteri.',
  cityRequired: 'Inserisci la città in cui è nato il poster.',
  cityTooLong: 'La città può avere al massimo 100 caratteri.',
  momentLinkInvalid: 'Inserisci un URL valido per il link al momento.',
  totalSupplyInvalid: 'La tiratura deve essere un numero intero da 1 a 1000.',
  pricePerUnitInvalid: 'Il prezzo deve essere tra CHF 5.00 e CHF 500.00, con al massimo due decimali.',
  totalSupplyBelowSold:
    'La tiratura non può essere inferiore {sold, plural, one {alla # stampa già venduta} other {alle # stampe già vendute}}.',

  missingPosterInformation: 'Mancano informazioni sul poster. Riprova.',
  imageNotFound: 'Impossibile trovare l’immagine da pubblicare',
  publishProblem: 'C’è stato un problema nel rendere pubblica la tua immagine: {message}',
  checkConnection: 'Controlla la tua connessione.',
  tryAgain: 'Riprova.',
  unableToSellTitle: 'Vendita non possibile',
  invalidPosterId: 'Questo link al poster non è valido.',
  posterNotFound: 'Impossibile trovare questo poster.',

  submittedForReview: 'Il tuo poster è stato inviato per la revisione. Apparirà nel catalogo una volta approvato.',
  unpublished: 'Il tuo poster è stato ritirato dal catalogo.',

  notPendingReview: 'Questo poster non è in attesa di revisione.',
  approved: 'Il poster è ora nel catalogo.',
  rejected: 'Il poster è stato rifiutato e restituito al suo creatore.',

  statusPublic: 'Pubblico',
  statusInReview: 'In revisione',
  statusRejected: 'Non accolto',
  rejectedOn: 'Non accolto nel catalogo il {date}.',
  rejectedAgain: 'Pubblicalo di nuovo per rimandarlo in revisione.',
  /** On the create page, where 'Sell' was, once the poster is submitted. */
  inReviewHint: 'Proposto in vendita: apparirà nel catalogo una volta approvato.',

  rejectedMail: {
    subject: '{brand}: {title} non è stato accolto nel catalogo',
    yourPoster: 'il tuo poster',
    quotedName: '«{name}»',
    preheader: 'Il tuo poster è di nuovo privato; puoi modificarlo e pubblicarlo ancora.',
    greeting: 'Ciao @{username},',
    body: 'Grazie per aver inviato {poster}. Dopo la revisione non è stato accolto nel catalogo di {brand} ed è di nuovo privato.',
    reviewerNote: 'La nota della revisione: {reason}',
    stillYours: 'Resta nella tua dashboard: puoi ancora ordinarlo o pubblicarlo di nuovo.',
    openDashboard: 'Apri la tua dashboard',
  },
} satisfies Translation<'sell'>;
