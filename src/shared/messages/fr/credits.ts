import type { Translation } from '../../i18n/catalogue.ts';

export default {
  creditsLabel: '{count, plural, one {# crédit de création} other {# crédits de création}}',
  unlimitedCreditsLabel: 'Crédits de création illimités',
  buyCredits: 'Acheter des crédits',
  manageMembership: 'Adhésion à l’Artistic Collective',

  purchase: {
    title: 'Acheter des crédits',
    description: 'Chaque affiche que vous créez utilise un crédit. Les crédits n’expirent jamais.',
    packCredits: '{count, plural, one {# crédit} other {# crédits}}',
    perCredit: '{price} par affiche',
    continue: 'Continuer vers le paiement',
    preparing: 'Préparation…',
    payTitle: 'Payer vos crédits',
    loadFailed: 'Les packs de crédits n’ont pas pu être chargés. Veuillez réessayer.',
    retry: 'Réessayer',
    doneTitle: 'Crédits ajoutés',
    doneText:
      '{count, plural, one {# crédit a été ajouté.} other {# crédits ont été ajoutés.}} Vous en avez maintenant {balance}.',
    keepCreating: 'Continuer à créer',
    membershipHint: 'Vous créez beaucoup ? L’adhésion rend la création illimitée.',
    seeMembership: 'Découvrir l’adhésion',
    errorTitle: 'Erreur',
    buyFailed: 'L’achat n’a pas pu être lancé. Veuillez réessayer.',
    completeFailed:
      'Votre paiement a bien été effectué, mais les crédits n’ont pas encore pu être ajoutés. Veuillez contacter le support.',
  },
} satisfies Translation<'credits'>;
