import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Per i caffè · Arte in conto vendita',
  heading: 'Le tue pareti, i nostri poster, profitti condivisi.',
  intro:
    'Appendiamo nel tuo caffè una selezione sempre nuova di poster A3 creati dalla nostra community. I clienti li comprano al banco; tu tieni una parte di ogni stampa venduta.',
  brewWithUs: 'Diventa partner',
  claimsHeading: 'Come funziona la collaborazione',
  claims: [
    {
      figure: '{price}',
      title: 'Nessun costo iniziale',
      text: 'Niente merce da comprare e nessuna tassa. Consegniamo noi le stampe e l’espositore.',
    },
    {
      figure: 'Conto vendita',
      title: 'Non paghi nulla finché non vendi',
      text: 'Le stampe restano nostre finché un cliente non ne compra una: i poster invenduti non ti costano niente.',
    },
    { figure: '30%', title: 'Tieni il 30%', text: 'Di ogni stampa venduta nel tuo caffè, versato ogni mese.' },
    {
      figure: '≈ 3×',
      title: 'Circa il triplo del margine di un caffè',
      text: 'Una sola stampa ti fa guadagnare circa tre volte quello che guadagni vendendo un caffè.',
    },
    {
      figure: 'Gratuito',
      title: 'Stampe sempre nuove, gratuite',
      text: 'Poster nuovi sulle tue pareti a ogni stagione, senza alcun costo.',
    },
    {
      figure: 'Tuoi',
      title: 'Stili esclusivi creati insieme',
      text: 'Creiamo con te uno stile di poster esclusivo, così il tuo caffè ha stampe che nessun altro vende.',
    },
  ],
  partnersHeading: 'I caffè che collaborano già con noi',
  ctaHeading: 'Pronto ad appendere un po’ d’arte?',
  ctaText: 'Raccontaci del tuo caffè: ti risponderemo entro pochi giorni.',
  form: {
    title: 'Diventa partner',
    description: 'Raccontaci del tuo caffè. Tutti i campi sono obbligatori.',
    name: 'Il tuo nome',
    cafeName: 'Nome del caffè',
    email: 'E-mail',
    location: 'Località',
    address: 'Indirizzo del caffè',
    submit: 'Invia la richiesta',
    sending: 'Invio in corso…',
    done: 'Chiudi',
  },
  inquiry: {
    missingTitle: 'Mancano delle informazioni',
    missingText: 'Compila tutti i campi.',
    invalidEmail: 'Inserisci un indirizzo e-mail valido.',
    tooLong: 'Uno dei campi è troppo lungo.',
    failedTitle: 'Invio non riuscito',
    failedText: 'Qualcosa è andato storto. Riprova più tardi.',
    sentTitle: 'Grazie!',
    sentText:
      'Abbiamo ricevuto la tua richiesta e ti risponderemo entro pochi giorni. Una conferma è in arrivo nella tua casella di posta.',
    received: 'Grazie! Ci sentiamo presto.',
  },
  mail: {
    receivedSubject: 'Abbiamo ricevuto la tua richiesta',
    receivedPreheader: 'Ti risponderemo entro pochi giorni.',
    receivedText:
      'Grazie per il tuo interesse a vendere le stampe di {brand} nel tuo caffè. Ti ricontatteremo entro pochi giorni per parlare di una prima selezione di stampe, in conto vendita e senza costi iniziali.',
    shopSubject: 'Richiesta di partnership: {cafe} ({location})',
    shopPreheader: '{name} ({cafe}) vorrebbe vendere delle stampe.',
    shopIntro: 'Un caffè vorrebbe diventare partner in conto vendita:',
    fields: {
      name: 'Nome',
      cafe: 'Caffè',
      email: 'E-mail',
      location: 'Località',
      address: 'Indirizzo',
    },
  },
} satisfies Translation<'partners'>;
