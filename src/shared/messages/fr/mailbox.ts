import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Développement uniquement',
  title: 'Boîte aux lettres',
  note: 'Chaque e-mail que la boutique envoie sans SMTP arrive ici, du plus récent au plus ancien, pour que vous puissiez vous inscrire en local. Cette page n’existe qu’en dehors de la production.',
  refreshing: 'Actualisation toutes les 3 secondes',
  listLabel: 'E-mails',
  empty: 'Aucun e-mail pour l’instant',
  emptyText: 'Inscrivez-vous ou demandez un code : l’e-mail apparaît ici en quelques instants.',
  unavailable: 'La boîte aux lettres n’est pas disponible',
  unavailableText:
    'Elle n’existe qu’en dehors de la production, où les e-mails vont dans la file d’envoi plutôt que par SMTP.',
  loadFailed: 'La boîte aux lettres n’a pas pu être chargée. Nouvel essai toutes les 3 secondes.',
  from: 'De',
  to: 'À',
  sent: 'Envoyé',
  htmlLabel: 'E-mail : {subject}',
  plainText: 'Texte brut',
  noSubject: '(sans objet)',
} satisfies Translation<'mailbox'>;
