/**
 * Words of the shared shell (docs/product/accounts.md#landing-header-footer): header, footer, landing, not-found page,
 * the dialog shells,
 * the language switcher and each page's title and description (the browser's title, the server's <title> and
 * meta description). English.
 */
export default {
  skipToContent: 'Skip to content',
  primaryNavigation: 'Main navigation',
  siteDescription:
    'Turn photos into collectible prints. Create for you, a friend or your community. Get featured in cafés and earn royalties.',

  sections: {
    catalogue: 'Catalogue',
    feed: 'Moments',
    create: 'Create',
    dashboard: 'Dashboard',
    settings: 'Settings',
  },

  nav: {
    feed: 'Moments',
    create: 'Create a poster',
    catalogue: 'Catalogue',
    dashboard: 'Dashboard',
    orders: 'My orders',
    settings: 'Settings',
    logout: 'Log out',
    login: 'Log in',
    signIn: 'Sign in',
    menu: 'Menu',
  },

  language: {
    label: 'Language',
    choose: 'Choose a language',
  },

  landing: {
    taglines: [
      'Turn photos into collectible prints.',
      'Create for you, a friend or your community.',
      'Get featured in cafés and earn royalties.',
    ],
    kicker: 'Posters from A4 to A1 · Framed or not · Printed in Switzerland',
    startCreating: 'Start Creating',
    browseCatalogue: 'Browse the catalogue',
    slideshowLabel: 'Poster examples',
    slideLabel: 'Slide {position} of {total}',
    introVideoLabel: 'A photo turning into a poster',
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    partnersHeading: 'Featured in partner cafés',
    opensInNewTab: '(opens in a new tab)',
    /** The slideshow's poster images, in their order (src/shared/slides.ts). */
    slideAlts: [
      'Swiss mid-century poster of a lake steamer below the mountains',
      'Pop-art halftone poster of a summer ice cream',
      'Psychedelic concert bill poster with swirling sunrise',
      'Minimal modernist poster of a red funicular',
      'Impressionist poster of a café terrace at dusk',
      'Seaside poster with a striped lighthouse',
      'Neo-minimal poster of a single mountain peak',
      'Alpine coastal poster of a lakeside village',
      'Swiss travel poster of a night train crossing a viaduct',
    ],
  },

  notFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has been moved.",
    returnHome: 'Return to Home',
  },

  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be displayed. Please reload and try again.',
    reload: 'Reload page',
  },

  footer: {
    returns: 'Returns',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
    legalNavigation: 'Legal and contact',
    copyright: '© 2025 {brand}',
    cookieSettings: 'Cookie settings',
  },

  /** The analytics consent banner (decision 019): shown only when Google Analytics is configured. */
  consent: {
    label: 'Cookie consent',
    text: 'May we use Google Analytics cookies to count visits and see how the shop is used? Nothing is sent to Google unless you accept.',
    accept: 'Accept analytics',
    refuse: 'Refuse analytics',
  },

  dialogs: {
    close: 'Close',
  },

  login: {
    title: 'Welcome Back',
    description: 'Sign in to create, order and share your posters.',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },

  signup: {
    title: 'Create Account',
    description: 'Join to turn your photos into collectible prints.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },

  toast: {
    label: 'Notification',
    close: 'Dismiss notification',
    viewportLabel: 'Notifications ({hotkey})',
  },

  comingSoon: 'Opening soon',

  /** Each page's title and one-line description, by the page module's name (src/web/pages). */
  pages: {
    landing: {
      title: 'Affiche',
      description:
        'Turn photos into collectible prints. Create for you, a friend or your community. Get featured in cafés and earn royalties.',
    },
    catalogue: {
      title: 'Catalogue',
      description: 'Collectible posters from our community, printed in A3 and delivered to your door.',
    },
    create: { title: 'Create', description: 'Turn a photo or a video moment into an A3 poster in the style you love.' },
    feed: { title: 'Moments', description: 'Posters from the community, one moment at a time.' },
    dashboard: { title: 'Dashboard', description: 'The posters you created, your credits and your royalties.' },
    settings: { title: 'Settings', description: 'Your account, membership and payout settings.' },
    orders: { title: 'My orders', description: 'Your orders, their progress and their receipts.' },
    'orders-find': { title: 'Find your order', description: 'Get new links to the orders you placed as a guest.' },
    poster: {
      title: 'Poster',
      description: 'A collectible poster from our community, printed in A3 and delivered to your door.',
    },
    privacy: { title: 'Privacy Policy', description: 'What we collect, why, how long we keep it and your rights.' },
    terms: { title: 'Terms of Service', description: 'The terms for creating, ordering and selling posters.' },
    returns: {
      title: 'Returns and damaged prints',
      description: 'Custom prints, damaged prints, and how to report one.',
    },
    'order-detail': { title: 'Order', description: 'One order: its items, its progress and its receipt.' },
    earn: {
      title: 'Earn with your posters',
      description: 'Sell numbered editions of your posters and earn on every print sold.',
    },
    partners: {
      title: 'Partner cafés',
      description: 'Show rotating prints in your café at no upfront cost and keep 30% of every print sold.',
    },
    'admin-login': {
      title: 'Admin Login',
      description: 'Sign in to manage orders, the catalogue and the review queue.',
    },
    'admin-orders': { title: 'Orders', description: 'Standard and catalogue orders.' },
    'admin-catalogue': {
      title: 'Admin Catalogue (Full Resolution)',
      description: 'Every published poster at full resolution.',
    },
    'admin-review': { title: 'Review Queue', description: 'Posters waiting for approval.' },
    'dev-mailbox': { title: 'Mailbox', description: 'Mails the shop sends outside production.' },
    'not-found': {
      title: 'Page Not Found',
      description: "The page you're looking for doesn't exist or has been moved.",
    },
  },

  /** The delivery estimate and the returns link (docs/product/after-the-sale.md#delivery-estimate). */
  delivery: {
    title: 'Free delivery',
    arrivesBetween: 'Arrives between {from} and {to}',
    zoneArrivesBetween: '{zone}: arrives between {from} and {to}',
    zones: { ch: 'Switzerland and Liechtenstein', eu: 'EU and EEA', uk: 'United Kingdom' },
    returnsLink: 'Returns and damaged prints',
  },
} as const;
