import type { Translation } from '../../i18n/catalogue.ts';

export default {
  noAccount: 'Vous n’avez pas encore de compte de versement.',
  onboardingIncomplete: 'Terminez d’abord la configuration de votre compte de versement.',
  createFailed: 'Le compte de versement n’a pas pu être créé',
  refreshFailed: 'La configuration n’a pas pu être relancée',
  dashboardFailed: 'Le tableau de bord n’a pas pu être ouvert',
  membersOnly: 'Les versements font partie de l’abonnement à l’Artistic Collective.',
  accountNotFound: 'Ce compte de versement n’existe pas.',
} satisfies Translation<'payouts'>;
