import type { Translation } from '../../i18n/catalogue.ts';

export default {
  skipToContent: 'Vai al contenuto',
  primaryNavigation: 'Navigazione principale',
  siteDescription:
    'Trasforma le tue foto in poster da collezione. Per te, per un amico o per la tua community. Fatti esporre nei caffè e guadagna royalty.',

  sections: {
    catalogue: 'Catalogo',
    feed: 'Moments',
    create: 'Crea',
    dashboard: 'Panoramica',
    settings: 'Impostazioni',
  },

  nav: {
    feed: 'Moments',
    create: 'Crea un poster',
    catalogue: 'Catalogo',
    dashboard: 'Panoramica',
    orders: 'I miei ordini',
    settings: 'Impostazioni',
    logout: 'Esci',
    login: 'Accedi',
    signIn: 'Accedi',
    menu: 'Menu',
  },

  language: {
    label: 'Lingua',
    choose: 'Scegli una lingua',
  },

  landing: {
    taglines: [
      'Trasforma le foto in poster da collezione.',
      'Per te, per un amico o per la tua community.',
      'Fatti esporre nei caffè e guadagna royalty.',
    ],
    kicker: 'Poster dall’A4 all’A1 · Con o senza cornice · Stampati in Svizzera',
    startCreating: 'Inizia a creare',
    browseCatalogue: 'Sfoglia il catalogo',
    slideshowLabel: 'Esempi di poster',
    slideLabel: 'Immagine {position} di {total}',
    introVideoLabel: 'Una foto che diventa un poster',
    pauseSlideshow: 'Metti in pausa la presentazione',
    playSlideshow: 'Avvia la presentazione',
    partnersHeading: 'Esposti nei caffè partner',
    opensInNewTab: '(si apre in una nuova scheda)',
    slideAlts: [
      'Poster svizzero anni Cinquanta: un battello a vapore ai piedi delle montagne',
      'Poster pop art a retino: un gelato d’estate',
      'Locandina psichedelica di un concerto con un’alba vorticosa',
      'Poster modernista minimale di una funicolare rossa',
      'Poster impressionista di una terrazza di caffè al tramonto',
      'Poster di mare con un faro a strisce',
      'Poster neominimalista di una vetta solitaria',
      'Poster alpino di un villaggio in riva al lago',
      'Poster di viaggio svizzero di un treno notturno su un viadotto',
    ],
  },

  notFound: {
    title: 'Pagina non trovata',
    text: 'La pagina che cerchi non esiste o è stata spostata.',
    returnHome: 'Torna alla home',
  },

  routeError: {
    title: 'Qualcosa è andato storto',
    text: 'Non è stato possibile mostrare questa pagina. Ricaricala e riprova.',
    reload: 'Ricarica la pagina',
  },

  footer: {
    returns: 'Resi',
    privacy: 'Informativa sulla privacy',
    terms: 'Condizioni d’uso',
    contact: 'Contatto',
    legalNavigation: 'Note legali e contatto',
    copyright: '© 2025 {brand}',
    cookieSettings: 'Impostazioni dei cookie',
  },

  consent: {
    label: 'Consenso ai cookie',
    text: 'Possiamo usare i cookie di Google Analytics per contare le visite e capire come viene usato il negozio? Nulla viene inviato a Google senza il tuo consenso.',
    accept: 'Accetta le statistiche',
    refuse: 'Rifiuta le statistiche',
  },

  dialogs: {
    close: 'Chiudi',
  },

  login: {
    title: 'Bentornato',
    description: 'Accedi per creare, ordinare e condividere i tuoi poster.',
    noAccount: 'Non hai ancora un account?',
    signUp: 'Registrati',
  },

  signup: {
    title: 'Crea un account',
    description: 'Unisciti a noi per trasformare le tue foto in poster da collezione.',
    haveAccount: 'Hai già un account?',
    signIn: 'Accedi',
  },

  toast: {
    label: 'Notifica',
    close: 'Chiudi la notifica',
    viewportLabel: 'Notifiche ({hotkey})',
  },

  comingSoon: 'Presto disponibile',

  pages: {
    landing: {
      title: 'Affiche',
      description:
        'Trasforma le tue foto in poster da collezione. Per te, per un amico o per la tua community. Fatti esporre nei caffè e guadagna royalty.',
    },
    catalogue: {
      title: 'Catalogo',
      description: 'Poster da collezione della nostra community, stampati in A3 e consegnati a casa tua.',
    },
    create: {
      title: 'Crea',
      description: 'Trasforma una foto o un momento di un video in un poster A3 nello stile che ami.',
    },
    feed: { title: 'Moments', description: 'I poster della community, un momento alla volta.' },
    dashboard: { title: 'Panoramica', description: 'I tuoi poster, i tuoi crediti e le tue royalty.' },
    settings: { title: 'Impostazioni', description: 'Il tuo account, la tua iscrizione e i tuoi versamenti.' },
    orders: { title: 'I miei ordini', description: 'I tuoi ordini, il loro stato e le loro ricevute.' },
    'orders-find': {
      title: 'Trova il tuo ordine',
      description: 'Ricevi nuovi link agli ordini effettuati come ospite.',
    },
    poster: {
      title: 'Poster',
      description: 'Un poster da collezione della nostra community, stampato in A3 e consegnato a casa tua.',
    },
    privacy: {
      title: 'Informativa sulla privacy',
      description: 'Cosa raccogliamo, perché, per quanto tempo lo conserviamo e quali sono i tuoi diritti.',
    },
    terms: { title: 'Condizioni d’uso', description: 'Le condizioni per creare, ordinare e vendere poster.' },
    returns: {
      title: 'Resi e stampe danneggiate',
      description: 'Stampe personalizzate, stampe danneggiate e come segnalare un danno.',
    },
    'order-detail': { title: 'Ordine', description: 'Un ordine: gli articoli, lo stato e la ricevuta.' },
    earn: {
      title: 'Guadagna con i tuoi poster',
      description: 'Vendi edizioni numerate dei tuoi poster e guadagna su ogni stampa venduta.',
    },
    partners: {
      title: 'Caffè partner',
      description:
        'Esponi stampe sempre nuove nel tuo caffè senza costi iniziali e tieni il 30% di ogni stampa venduta.',
    },
    'admin-login': { title: 'Accesso admin', description: 'Accedi per gestire ordini, catalogo e coda di revisione.' },
    'admin-orders': { title: 'Ordini', description: 'Ordini standard e ordini dal catalogo.' },
    'admin-catalogue': {
      title: 'Catalogo admin (piena risoluzione)',
      description: 'Ogni poster pubblicato in piena risoluzione.',
    },
    'admin-review': { title: 'Coda di revisione', description: 'Poster in attesa di approvazione.' },
    'dev-mailbox': { title: 'Casella di posta', description: 'Le e-mail che il negozio invia fuori dalla produzione.' },
    'not-found': { title: 'Pagina non trovata', description: 'La pagina che cerchi non esiste o è stata spostata.' },
  },

  /** The delivery estimate and the returns link (docs/product/after-the-sale.md#delivery-estimate). */
  delivery: {
    title: 'Consegna gratuita',
    arrivesBetween: 'Arrivo tra {from} e {to}',
    zoneArrivesBetween: '{zone}: arrivo tra {from} e {to}',
    zones: { ch: 'Svizzera e Liechtenstein', eu: 'UE e SEE', uk: 'Regno Unito' },
    returnsLink: 'Resi e stampe danneggiate',
  },
} satisfies Translation<'shell'>;
