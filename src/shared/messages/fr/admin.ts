import type { Translation } from '../../i18n/catalogue.ts';
import english from '../en/admin.ts';

/**
 * The admin area: English is enough here (issue 13). The server's answers to the admin and the sign-in page are
 * translated; the rest of the /admin pages keep the English words until they are translated.
 */
export default {
  ...english,
  loginTitle: 'Connexion admin',
  loginIntro: 'Connectez-vous pour gérer les commandes, le catalogue et la file de validation.',
  usernameLabel: 'Nom d’utilisateur',
  passwordLabel: 'Mot de passe',
  signIn: 'Se connecter',
  signingIn: 'Connexion…',
  loginFailed: 'Échec de la connexion',
  logout: 'Se déconnecter',
  codeTitle: 'Saisissez votre code',
  codeLabel: 'Code d’authentification',
  verify: 'Valider',
  invalidCredentials: 'Identifiants non valables',
  credentialsRequired: 'Veuillez saisir le nom d’utilisateur et le mot de passe.',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans {minutes, plural, one {# minute} other {# minutes}}.',
  signInDisabled: 'La connexion admin est désactivée : aucun admin n’existe encore. Créez-en un avec npm run admin:create, ou définissez ADMIN_USERNAME et ADMIN_PASSWORD pour le premier démarrage.',
  tryAgain: 'La connexion a été modifiée au même moment ailleurs. Veuillez réessayer.',
  codeFormat: 'Le code se compose des 6 chiffres affichés par votre application d’authentification.',
  invalidCode: 'Le code n’est pas valable ou a déjà été utilisé. Attendez le suivant.',
  invalidRecoveryCode: 'Le code de récupération n’est pas valable ou a déjà été utilisé.',
  adminSessionRequired: 'Connexion admin requise.',
  invalidOrderId: 'L’identifiant de la commande n’est pas valable.',
  orderNotFound: 'Cette commande est introuvable.',
  invalidPosterId: 'L’identifiant de l’affiche n’est pas valable.',
  posterNotFound: 'Cette affiche est introuvable.',
  soldCountOutOfRange: 'Le nombre d’exemplaires vendus doit être un nombre entier entre 0 et {totalSupply}.',
} satisfies Translation<'admin'>;
