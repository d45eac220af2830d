/**
 * Words of the shared shell (spec 000 §2, §4, §8): header, footer, landing, not-found page, the dialog
 * shells and the page introductions. English, the spec's wording where it has one.
 */
export const defaultBrandName = 'Affiche';

export const contactEmail = 'hello@affiche.ch';

export const shellMessages = {
  skipToContent: 'Skip to content',
  primaryNavigation: 'Main navigation',

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
  },

  landing: {
    taglines: [
      'Turn photos into collectible prints.',
      'Create for you, a friend or your community.',
      'Get featured in cafés and earn royalties.',
    ],
    kicker: 'A3 posters · 297 × 420 mm · Printed in Switzerland',
    startCreating: 'Start Creating',
    slideshowLabel: 'Poster examples',
    slideLabel: (position: number, total: number) => `Slide ${position} of ${total}`,
    introVideoLabel: 'A photo turning into a poster',
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    partnersHeading: 'Featured in partner cafés',
    opensInNewTab: '(opens in a new tab)',
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
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    contact: 'Contact',
    legalNavigation: 'Legal and contact',
    copyright: (brand: string) => `© 2025 ${brand}`,
    cookieSettings: 'Cookie settings',
  },

  /** The analytics consent banner (issue 16): shown only when Google Analytics is configured. */
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
    close: 'Dismiss notification',
    viewportLabel: 'Notifications ({hotkey})',
  },
} as const;

/** The introduction each page shows until its own issue fills it in (one heading and one line). */
export const pageIntros = {
  catalogue: { title: 'Catalogue', text: 'Collectible posters from our community, printed in A3 and delivered to your door.' },
  create: { title: 'Create', text: 'Turn a photo or a video moment into an A3 poster in the style you love.' },
  feed: { title: 'Moments', text: 'Posters from the community, one moment at a time.' },
  dashboard: { title: 'Dashboard', text: 'The posters you generate will appear here.' },
  settings: { title: 'Settings', text: 'Your account, membership and payout settings will appear here.' },
  earn: { title: 'Earn with your posters', text: 'Sell numbered editions of your posters and earn on every print sold.' },
  partners: { title: 'Partner cafés', text: 'Show rotating prints in your café at no upfront cost and keep 30% of every print sold.' },
  adminLogin: { title: 'Admin Login', text: 'Sign in to manage orders, the catalogue and the review queue.' },
  adminOrders: { title: 'Orders', text: 'Standard and catalogue orders will be listed here.' },
  adminCatalogue: { title: 'Admin Catalogue (Full Resolution)', text: 'Every published poster at full resolution will be listed here.' },
  adminReview: { title: 'Review Queue', text: 'Posters waiting for approval will be listed here.' },
  devMailbox: { title: 'Mailbox', text: 'Mails the shop sends outside production will be readable here.' },
  comingSoon: 'Opening soon',
} as const;
