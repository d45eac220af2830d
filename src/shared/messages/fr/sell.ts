import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'Vendre votre affiche',
  description:
    'Publiez cette affiche dans le catalogue en édition numérotée. Nous examinons chaque affiche avant sa mise en ligne.',
  nameLabel: 'Nom de l’affiche',
  namePlaceholder: 'Coucher de soleil sur le Léman',
  cityLabel: 'Ville',
  cityPlaceholder: 'Neuchâtel',
  momentLinkLabel: 'Lien vers le moment (facultatif)',
  momentLinkPlaceholder: 'https://…',
  momentLinkHint: 'Un lien vers le moment derrière l’affiche : une publication, une vidéo, un article.',
  totalSupplyLabel: 'Tirage',
  pricePerUnitLabel: 'Prix par tirage (CHF)',
  summary: '{totalSupply, plural, one {# tirage} other {# tirages}} à {price} pièce',
  royalty: 'Vous gagnez {royalty} par tirage vendu ({rate} %)',
  agreeBefore: 'J’accepte les ',
  agreeLink: 'conditions générales pour les créateurs',
  submit: 'Soumettre pour examen',
  submitting: 'Envoi en cours…',
  cancel: 'Annuler',
  submittedTitle: 'Soumise pour examen',
  submittedText:
    'Merci ! Notre équipe examine chaque affiche, en général sous deux jours ouvrables. Une fois approuvée, elle apparaît dans le catalogue et dans votre tableau de bord comme « Publique » ; d’ici là, elle est indiquée « En examen ».',
  needPosterAndVerifiedEmail: 'Pour vendre, vous devez d’abord créer une affiche et confirmer votre adresse e-mail.',
  invalidPosterUrl: 'Format d’URL de l’affiche non valide. Veuillez réessayer.',
  posterAlt: 'L’affiche que vous mettez en vente',

  terms: {
    title: 'Conditions générales pour les créateurs',
    intro: 'Ces conditions s’appliquent lorsque vous publiez une affiche dans le catalogue et en vendez des tirages.',
    sections: [
      {
        heading: 'Vos revenus',
        text: 'Vous touchez une commission de 16 % sur chaque tirage vendu d’une édition standard, et jusqu’à 70 % sur les éditions limitées, selon le tirage et le prix. Les revenus sont calculés sur le prix payé par l’acheteur, hors frais de port et TVA.',
      },
      {
        heading: 'Versements',
        text: 'Les versements ont lieu chaque mois, en francs suisses (CHF), sur le compte de versement que vous avez indiqué dans les Paramètres. Les revenus d’un mois sont versés le mois suivant, dès que les commandes ne peuvent plus être annulées.',
      },
      {
        heading: 'Examen',
        text: 'Chaque affiche est examinée avant d’apparaître dans le catalogue. Nous pouvons refuser une affiche sans en donner les raisons, et en retirer une plus tard si elle enfreint ces conditions.',
      },
      {
        heading: 'Vos droits et les nôtres',
        text: 'Vous confirmez être propriétaire de la photo ou de la vidéo à l’origine de l’affiche, ou avoir le droit de l’utiliser, et qu’elle ne montre personne contre son gré. Vous conservez le droit d’auteur ; vous nous accordez le droit d’imprimer, de montrer et de vendre l’affiche aussi longtemps qu’elle est publiée.',
      },
      {
        heading: 'Retrait de la publication',
        text: 'Vous pouvez retirer une affiche du catalogue à tout moment depuis votre tableau de bord. Les tirages déjà vendus sont tout de même imprimés et livrés, et leurs revenus vous restent acquis.',
      },
    ],
    close: 'Fermer',
  },

  termsRequired: 'Vous devez accepter les conditions générales pour vendre votre affiche.',
  nameRequired: 'Veuillez saisir un nom pour votre affiche.',
  nameTooLong: 'Le nom de votre affiche peut compter 100 caractères au plus.',
  cityRequired: 'Veuillez saisir la ville où l’affiche a été créée.',
  cityTooLong: 'La ville peut compter 100 caractères au plus.',
  momentLinkInvalid: 'Veuillez saisir une URL valide pour le lien vers le moment.',
  totalSupplyInvalid: 'Le tirage doit être un nombre entier de 1 à 1000.',
  pricePerUnitInvalid: 'Le prix doit être compris entre 5.00 CHF et 500.00 CHF, avec deux décimales au plus.',
  totalSupplyBelowSold:
    'Le tirage ne peut pas être inférieur {sold, plural, one {au # tirage déjà vendu} other {aux # tirages déjà vendus}}.',

  missingPosterInformation: 'Des informations sur l’affiche manquent. Veuillez réessayer.',
  imageNotFound: 'Image à publier introuvable',
  publishProblem: 'Un problème est survenu lors de la publication de votre image : {message}',
  checkConnection: 'Veuillez vérifier votre connexion.',
  tryAgain: 'Veuillez réessayer.',
  unableToSellTitle: 'Vente impossible',
  invalidPosterId: 'Ce lien d’affiche n’est pas valide.',
  posterNotFound: 'Cette affiche est introuvable.',

  submittedForReview: 'Votre affiche a été soumise pour examen. Elle apparaîtra dans le catalogue une fois approuvée.',
  unpublished: 'Votre affiche a été retirée du catalogue.',

  notPendingReview: 'Cette affiche n’est pas en attente d’examen.',
  approved: 'L’affiche figure maintenant dans le catalogue.',
  rejected: 'L’affiche a été refusée et rendue à son créateur.',

  statusPublic: 'Publique',
  statusInReview: 'En examen',
  statusRejected: 'Non retenue',
  rejectedOn: 'Non retenue pour le catalogue le {date}.',
  rejectedAgain: 'Publiez-la à nouveau pour la soumettre une nouvelle fois à l’examen.',
  /** On the create page, where 'Sell' was, once the poster is submitted. */
  inReviewHint: 'Proposée à la vente : elle apparaîtra dans le catalogue une fois approuvée.',

  rejectedMail: {
    subject: '{brand} : {title} n’a pas été retenue pour le catalogue',
    yourPoster: 'votre affiche',
    quotedName: '« {name} »',
    preheader: 'Votre affiche est de nouveau privée ; vous pouvez la modifier et la publier à nouveau.',
    greeting: 'Bonjour @{username},',
    body: 'Merci d’avoir soumis {poster}. Après examen, elle n’a pas été retenue pour le catalogue {brand} et elle est de nouveau privée.',
    reviewerNote: 'Remarque de l’examinateur : {reason}',
    stillYours: 'Elle reste dans votre tableau de bord : vous pouvez toujours la commander ou la publier à nouveau.',
    openDashboard: 'Ouvrir votre tableau de bord',
  },
} satisfies Translation<'sell'>;
