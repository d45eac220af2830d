import type { Translation } from '../../i18n/catalogue.ts';

export default {
  title: 'Vos données',
  description: 'Téléchargez une copie de tout ce que nous conservons à votre sujet, ou supprimez votre compte.',
  download: 'Télécharger mes données',
  downloading: 'Préparation…',
  downloadFailed: 'Impossible de télécharger vos données',
  downloadHint:
    'Un fichier JSON : votre compte, vos crédits, vos affiches avec les liens vers leurs fichiers, vos commandes, vos j’aime, vos redevances, vos versements et votre adhésion.',
  deleteAccount: 'Supprimer mon compte',
  deleteTitle: 'Supprimer votre compte ?',
  deleteIntro:
    'Votre compte, vos sessions, vos j’aime et vos affiches sont supprimés. Les affiches que quelqu’un a achetées restent pour leurs acheteurs (dans le catalogue, signées d’un ancien créateur), et les commandes restent dix ans dans notre comptabilité sans être liées à vous.',
  keptPosters:
    '{count, plural, one {# de vos affiches a été achetée et restera sans votre nom.} other {# de vos affiches ont été achetées et resteront sans votre nom.}}',
  deletedPosters:
    '{count, plural, one {# affiche sera supprimée avec ses fichiers.} other {# affiches seront supprimées avec leurs fichiers.}}',
  membershipEnds: 'Votre adhésion est résiliée et ne sera pas renouvelée.',
  royaltiesTransfer: 'Vos redevances impayées de {amount} sont d’abord virées sur votre compte de versement.',
  royaltiesForfeit:
    'Vos redevances impayées de {amount} sont perdues : aucun compte de versement n’est prêt à les recevoir.',
  passwordLabel: 'Votre mot de passe',
  passwordRequired: 'Saisissez votre mot de passe pour continuer.',
  sendCode: 'Envoyer le code',
  sendingCode: 'Envoi…',
  codeSent: 'Nous avons envoyé un code à 6 chiffres à {email}. Saisissez-le pour supprimer votre compte.',
  codeLabel: 'Code de confirmation',
  confirmDelete: 'Supprimer définitivement',
  deleting: 'Suppression…',
  cancel: 'Garder mon compte',
  deletedTitle: 'Compte supprimé',
  deletedText: 'Votre compte est supprimé. Merci d’avoir créé avec nous.',
  deleteFailed: 'Impossible de supprimer votre compte',
  loadFailed: 'Impossible de charger les effets de la suppression de votre compte',
} satisfies Translation<'privacy'>;
