import type { Translation } from '../../i18n/catalogue.ts';

export default {
  skipToContent: 'Zum Inhalt springen',
  primaryNavigation: 'Hauptnavigation',
  siteDescription:
    'Mach aus deinen Fotos Sammlerposter. Für dich, für Freunde oder deine Community. Werde in Cafés ausgestellt und verdiene Lizenzgebühren.',

  sections: {
    catalogue: 'Katalog',
    feed: 'Moments',
    create: 'Gestalten',
    dashboard: 'Übersicht',
    settings: 'Einstellungen',
  },

  nav: {
    feed: 'Moments',
    create: 'Poster gestalten',
    catalogue: 'Katalog',
    dashboard: 'Übersicht',
    orders: 'Meine Bestellungen',
    settings: 'Einstellungen',
    logout: 'Abmelden',
    login: 'Anmelden',
    signIn: 'Anmelden',
    menu: 'Menü',
  },

  language: {
    label: 'Sprache',
    choose: 'Sprache wählen',
  },

  landing: {
    taglines: [
      'Mach aus Fotos Sammlerposter.',
      'Für dich, für Freunde oder deine Community.',
      'Werde in Cafés ausgestellt und verdiene Lizenzgebühren.',
    ],
    kicker: 'Poster von A4 bis A1 · Gerahmt oder nicht · Gedruckt in der Schweiz',
    startCreating: 'Jetzt gestalten',
    browseCatalogue: 'Katalog ansehen',
    slideshowLabel: 'Poster-Beispiele',
    slideLabel: 'Bild {position} von {total}',
    introVideoLabel: 'Ein Foto wird zum Poster',
    pauseSlideshow: 'Diashow anhalten',
    playSlideshow: 'Diashow abspielen',
    partnersHeading: 'Ausgestellt in Partner-Cafés',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    slideAlts: [
      'Schweizer Poster im Stil der Fünfzigerjahre: ein Raddampfer vor den Bergen',
      'Pop-Art-Poster im Rasterdruck: eine Glace im Sommer',
      'Psychedelisches Konzertplakat mit wirbelndem Sonnenaufgang',
      'Minimalistisch-modernes Poster einer roten Standseilbahn',
      'Impressionistisches Poster einer Caféterrasse in der Abenddämmerung',
      'Poster vom Meer mit einem gestreiften Leuchtturm',
      'Neominimalistisches Poster eines einzelnen Berggipfels',
      'Alpines Seeposter eines Dorfes am Ufer',
      'Schweizer Reiseposter eines Nachtzugs auf einem Viadukt',
    ],
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
    returnHome: 'Zur Startseite',
  },

  routeError: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Seite konnte nicht angezeigt werden. Bitte lade sie neu und versuche es erneut.',
    reload: 'Seite neu laden',
  },

  footer: {
    returns: 'Rückgabe',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    contact: 'Kontakt',
    legalNavigation: 'Rechtliches und Kontakt',
    copyright: '© 2025 {brand}',
    cookieSettings: 'Cookie-Einstellungen',
  },

  consent: {
    label: 'Einwilligung zu Cookies',
    text: 'Dürfen wir Cookies von Google Analytics verwenden, um Besuche zu zählen und zu sehen, wie der Shop genutzt wird? Ohne deine Zustimmung wird nichts an Google gesendet.',
    accept: 'Analyse erlauben',
    refuse: 'Analyse ablehnen',
  },

  dialogs: {
    close: 'Schliessen',
  },

  login: {
    title: 'Willkommen zurück',
    description: 'Melde dich an, um deine Poster zu gestalten, zu bestellen und zu teilen.',
    noAccount: 'Noch kein Konto?',
    signUp: 'Registrieren',
  },

  signup: {
    title: 'Konto erstellen',
    description: 'Mach mit und verwandle deine Fotos in Sammlerposter.',
    haveAccount: 'Schon ein Konto?',
    signIn: 'Anmelden',
  },

  toast: {
    label: 'Mitteilung',
    close: 'Mitteilung schliessen',
    viewportLabel: 'Mitteilungen ({hotkey})',
  },

  comingSoon: 'Bald verfügbar',

  pages: {
    landing: {
      title: 'Affiche',
      description:
        'Mach aus deinen Fotos Sammlerposter. Für dich, für Freunde oder deine Community. Werde in Cafés ausgestellt und verdiene Lizenzgebühren.',
    },
    catalogue: {
      title: 'Katalog',
      description: 'Sammlerposter aus unserer Community, in A3 gedruckt und zu dir nach Hause geliefert.',
    },
    create: {
      title: 'Gestalten',
      description: 'Mach aus einem Foto oder einem Videomoment ein A3-Poster im Stil, den du magst.',
    },
    feed: { title: 'Moments', description: 'Poster aus der Community, ein Moment nach dem anderen.' },
    dashboard: { title: 'Übersicht', description: 'Deine Poster, deine Guthaben und deine Lizenzgebühren.' },
    settings: { title: 'Einstellungen', description: 'Dein Konto, deine Mitgliedschaft und deine Auszahlungen.' },
    orders: { title: 'Meine Bestellungen', description: 'Deine Bestellungen, ihr Stand und ihre Quittungen.' },
    'orders-find': {
      title: 'Bestellung finden',
      description: 'Erhalte neue Links zu den Bestellungen, die du als Gast aufgegeben hast.',
    },
    poster: {
      title: 'Poster',
      description: 'Ein Sammlerposter aus unserer Community, in A3 gedruckt und zu dir nach Hause geliefert.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description: 'Was wir erheben, wozu, wie lange wir es aufbewahren und welche Rechte du hast.',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description: 'Die Bedingungen für das Gestalten, Bestellen und Verkaufen von Postern.',
    },
    returns: {
      title: 'Rückgabe und beschädigte Drucke',
      description: 'Individuelle Drucke, beschädigte Drucke und wie du einen Schaden meldest.',
    },
    'order-detail': { title: 'Bestellung', description: 'Eine Bestellung: ihre Artikel, ihr Stand und ihre Quittung.' },
    earn: {
      title: 'Mit deinen Postern verdienen',
      description: 'Verkaufe nummerierte Auflagen deiner Poster und verdiene an jedem verkauften Druck.',
    },
    partners: {
      title: 'Partner-Cafés',
      description:
        'Zeige wechselnde Drucke in deinem Café ohne Vorabkosten und behalte 30 % von jedem verkauften Druck.',
    },
    'admin-login': {
      title: 'Admin-Anmeldung',
      description: 'Melde dich an, um Bestellungen, den Katalog und die Prüfliste zu verwalten.',
    },
    'admin-orders': { title: 'Bestellungen', description: 'Standard- und Katalogbestellungen.' },
    'admin-catalogue': {
      title: 'Admin-Katalog (volle Auflösung)',
      description: 'Jedes veröffentlichte Poster in voller Auflösung.',
    },
    'admin-review': { title: 'Prüfliste', description: 'Poster, die auf Freigabe warten.' },
    'dev-mailbox': { title: 'Postfach', description: 'Mails, die der Shop ausserhalb der Produktion versendet.' },
    'not-found': {
      title: 'Seite nicht gefunden',
      description: 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',
    },
  },

  /** The delivery estimate and the returns link (docs/product/after-the-sale.md#delivery-estimate). */
  delivery: {
    title: 'Gratis Lieferung',
    arrivesBetween: 'Ankunft zwischen {from} und {to}',
    zoneArrivesBetween: '{zone}: Ankunft zwischen {from} und {to}',
    zones: { ch: 'Schweiz und Liechtenstein', eu: 'EU und EWR', uk: 'Vereinigtes Königreich' },
    returnsLink: 'Rückgabe und beschädigte Drucke',
  },
} satisfies Translation<'shell'>;
