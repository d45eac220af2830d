import type { Translation } from '../../i18n/catalogue.ts';

export default {
  invalidRequest: 'La requête n’est pas valide.',
  invalidField: 'Le champ « {field} » est manquant ou n’a pas le bon type.',
  controlCharacter: 'Le champ « {field} » contient un caractère non autorisé (un caractère de contrôle).',
  malformedJson: 'Le contenu de la requête n’est pas du JSON valide.',
  emptyJsonBody: 'La requête est vide ; du JSON était attendu.',
  unsupportedContentType: 'Ce type de contenu n’est pas accepté ici ; envoyez du JSON.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  unknownLanguage: 'Veuillez choisir l’anglais, l’allemand, le français ou l’italien.',
  notFound: 'Introuvable.',
  methodNotAllowed: 'La méthode {method} n’est pas autorisée ici.',
  unexpected: 'Une erreur s’est produite. Veuillez réessayer plus tard.',
  temporarilyUnavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  signInRequired: 'Veuillez vous connecter pour continuer.',
  forbidden: 'Vous n’êtes pas autorisé·e à effectuer cette action.',
  mailFooter: 'Imprimé en Suisse. Livré à votre porte.',
  labelled: '{label} :',
  formerCreator: 'Ancien·ne créateur·rice',
} satisfies Translation<'common'>;
