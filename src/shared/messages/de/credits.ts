import type { Translation } from '../../i18n/catalogue.ts';

export default {
  creditsLabel: '{count, plural, one {# Guthaben zum Gestalten} other {# Guthaben zum Gestalten}}',
  unlimitedCreditsLabel: 'Unbegrenzt gestalten',
  buyCredits: 'Mehr Guthaben kaufen',
  manageMembership: 'Mitgliedschaft im Artistic Collective',

  purchase: {
    title: 'Guthaben kaufen',
    description: 'Jedes Poster, das du gestaltest, braucht ein Guthaben. Guthaben verfallen nie.',
    packCredits: '{count, plural, one {# Guthaben} other {# Guthaben}}',
    perCredit: '{price} pro Poster',
    continue: 'Weiter zur Zahlung',
    preparing: 'Wird vorbereitet…',
    payTitle: 'Guthaben bezahlen',
    loadFailed: 'Die Guthaben-Pakete konnten nicht geladen werden. Bitte versuch es noch einmal.',
    retry: 'Nochmals versuchen',
    doneTitle: 'Guthaben gutgeschrieben',
    doneText:
      '{count, plural, one {# Guthaben wurde gutgeschrieben.} other {# Guthaben wurden gutgeschrieben.}} Du hast jetzt {balance}.',
    keepCreating: 'Weiter gestalten',
    membershipHint: 'Du gestaltest viel? Mit der Mitgliedschaft ist es unbegrenzt.',
    seeMembership: 'Zur Mitgliedschaft',
    errorTitle: 'Fehler',
    buyFailed: 'Der Kauf konnte nicht gestartet werden. Bitte versuch es noch einmal.',
    completeFailed:
      'Deine Zahlung ist eingegangen, aber das Guthaben konnte noch nicht gutgeschrieben werden. Bitte kontaktiere den Support.',
  },
} satisfies Translation<'credits'>;
