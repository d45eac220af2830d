import type { Translation } from '../../i18n/catalogue.ts';

export default {
  skipToContent: 'Aller au contenu',
  primaryNavigation: 'Navigation principale',
  siteDescription:
    'Transformez vos photos en affiches de collection. Pour vous, un·e ami·e ou votre communauté. Soyez exposé·e dans des cafés et touchez des redevances.',

  sections: {
    catalogue: 'Catalogue',
    feed: 'Moments',
    create: 'Créer',
    dashboard: 'Tableau de bord',
    settings: 'Paramètres',
  },

  nav: {
    feed: 'Moments',
    create: 'Créer une affiche',
    catalogue: 'Catalogue',
    dashboard: 'Tableau de bord',
    orders: 'Mes commandes',
    settings: 'Paramètres',
    logout: 'Se déconnecter',
    login: 'Se connecter',
    signIn: 'Connexion',
    menu: 'Menu',
  },

  language: {
    label: 'Langue',
    choose: 'Choisir une langue',
  },

  landing: {
    taglines: [
      'Transformez vos photos en affiches de collection.',
      'Pour vous, un·e ami·e ou votre communauté.',
      'Soyez exposé·e dans des cafés et touchez des redevances.',
    ],
    kicker: 'Affiches de l’A4 à l’A1 · Encadrées ou non · Imprimées en Suisse',
    startCreating: 'Commencer à créer',
    browseCatalogue: 'Voir le catalogue',
    slideshowLabel: 'Exemples d’affiches',
    slideLabel: 'Image {position} sur {total}',
    introVideoLabel: 'Une photo qui devient une affiche',
    pauseSlideshow: 'Mettre le diaporama en pause',
    playSlideshow: 'Lancer le diaporama',
    partnersHeading: 'Exposées dans nos cafés partenaires',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    slideAlts: [
      'Affiche suisse des années cinquante : un bateau à vapeur au pied des montagnes',
      'Affiche pop art en trame : une glace en été',
      'Affiche de concert psychédélique avec un lever de soleil tourbillonnant',
      'Affiche moderniste minimaliste d’un funiculaire rouge',
      'Affiche impressionniste d’une terrasse de café au crépuscule',
      'Affiche de bord de mer avec un phare rayé',
      'Affiche néo-minimaliste d’un sommet isolé',
      'Affiche alpine d’un village au bord du lac',
      'Affiche de voyage suisse d’un train de nuit sur un viaduc',
    ],
  },

  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    returnHome: 'Retour à l’accueil',
  },

  routeError: {
    title: 'Une erreur s’est produite',
    text: 'Cette page n’a pas pu être affichée. Veuillez la recharger et réessayer.',
    reload: 'Recharger la page',
  },

  footer: {
    returns: 'Retours',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    contact: 'Contact',
    legalNavigation: 'Mentions légales et contact',
    copyright: '© 2025 {brand}',
    cookieSettings: 'Paramètres des cookies',
  },

  consent: {
    label: 'Consentement aux cookies',
    text: 'Pouvons-nous utiliser les cookies de Google Analytics pour compter les visites et voir comment la boutique est utilisée ? Rien n’est envoyé à Google sans votre accord.',
    accept: 'Accepter les statistiques',
    refuse: 'Refuser les statistiques',
  },

  dialogs: {
    close: 'Fermer',
  },

  login: {
    title: 'Bon retour parmi nous',
    description: 'Connectez-vous pour créer, commander et partager vos affiches.',
    noAccount: 'Pas encore de compte ?',
    signUp: 'S’inscrire',
  },

  signup: {
    title: 'Créer un compte',
    description: 'Rejoignez-nous pour transformer vos photos en affiches de collection.',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
  },

  toast: {
    label: 'Notification',
    close: 'Fermer la notification',
    viewportLabel: 'Notifications ({hotkey})',
  },

  comingSoon: 'Bientôt disponible',

  pages: {
    landing: {
      title: 'Affiche',
      description:
        'Transformez vos photos en affiches de collection. Pour vous, un·e ami·e ou votre communauté. Soyez exposé·e dans des cafés et touchez des redevances.',
    },
    catalogue: {
      title: 'Catalogue',
      description: 'Des affiches de collection créées par notre communauté, imprimées en A3 et livrées chez vous.',
    },
    create: {
      title: 'Créer',
      description: 'Transformez une photo ou un moment vidéo en affiche A3, dans le style que vous aimez.',
    },
    feed: { title: 'Moments', description: 'Les affiches de la communauté, un moment à la fois.' },
    dashboard: { title: 'Tableau de bord', description: 'Vos affiches, vos crédits et vos redevances.' },
    settings: { title: 'Paramètres', description: 'Votre compte, votre abonnement et vos versements.' },
    orders: { title: 'Mes commandes', description: 'Vos commandes, leur suivi et leurs quittances.' },
    'orders-find': {
      title: 'Retrouver ma commande',
      description: 'Recevez de nouveaux liens vers les commandes passées en tant qu’invité·e.',
    },
    poster: {
      title: 'Affiche',
      description: 'Une affiche de collection créée par notre communauté, imprimée en A3 et livrée chez vous.',
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: 'Ce que nous collectons, pourquoi, combien de temps nous le gardons et vos droits.',
    },
    terms: {
      title: 'Conditions d’utilisation',
      description: 'Les conditions pour créer, commander et vendre des affiches.',
    },
    returns: {
      title: 'Retours et tirages endommagés',
      description: 'Tirages personnalisés, tirages endommagés et comment signaler un dommage.',
    },
    'order-detail': { title: 'Commande', description: 'Une commande : ses articles, son suivi et sa quittance.' },
    earn: {
      title: 'Gagnez avec vos affiches',
      description: 'Vendez des éditions numérotées de vos affiches et gagnez sur chaque tirage vendu.',
    },
    partners: {
      title: 'Cafés partenaires',
      description:
        'Exposez des tirages qui changent dans votre café, sans frais initiaux, et gardez 30 % de chaque tirage vendu.',
    },
    'admin-login': {
      title: 'Connexion admin',
      description: 'Connectez-vous pour gérer les commandes, le catalogue et la file de validation.',
    },
    'admin-orders': { title: 'Commandes', description: 'Commandes standard et commandes du catalogue.' },
    'admin-catalogue': {
      title: 'Catalogue admin (pleine résolution)',
      description: 'Chaque affiche publiée en pleine résolution.',
    },
    'admin-review': { title: 'File de validation', description: 'Les affiches en attente d’approbation.' },
    'dev-mailbox': { title: 'Boîte mail', description: 'Les e-mails que la boutique envoie hors production.' },
    'not-found': {
      title: 'Page introuvable',
      description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    },
  },

  /** The delivery estimate and the returns link (docs/product/after-the-sale.md#delivery-estimate). */
  delivery: {
    title: 'Livraison gratuite',
    arrivesBetween: 'Arrivée entre le {from} et le {to}',
    zoneArrivesBetween: '{zone} : arrivée entre le {from} et le {to}',
    zones: { ch: 'Suisse et Liechtenstein', eu: 'UE et EEE', uk: 'Royaume-Uni' },
    returnsLink: 'Retours et tirages endommagés',
  },
} satisfies Translation<'shell'>;
