import type { Translation } from '../../i18n/catalogue.ts';

export default {
  missingLoginTitle: 'Informations manquantes',
  missingLogin: 'Veuillez saisir votre e-mail et votre mot de passe.',
  loginFailedTitle: 'Échec de la connexion',
  loginFailed: 'E-mail ou mot de passe incorrect. Veuillez réessayer.',
  loginError: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  invalidCredentials: 'E-mail ou mot de passe incorrect.',
  accountBusy:
    'Ce compte reçoit en ce moment de nombreuses tentatives de connexion. Veuillez réessayer dans un instant.',
  tooManyLogins: 'Trop de tentatives de connexion échouées. Veuillez patienter 15 minutes, puis réessayer.',

  fillAllFieldsTitle: 'Informations manquantes',
  fillAllFields: 'Veuillez remplir tous les champs.',
  passwordTooShortTitle: 'Mot de passe trop court',
  passwordTooShort: 'Le mot de passe doit comporter au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne doit pas dépasser 200 caractères.',
  passwordsDontMatchTitle: 'Les mots de passe ne correspondent pas',
  passwordsDontMatch: 'Veuillez vérifier que les deux mots de passe sont identiques.',
  usernameNotAvailableTitle: 'Nom d’utilisateur indisponible',
  usernameNotAvailable: 'Veuillez choisir un autre nom d’utilisateur.',
  usernameRequired: 'Nom d’utilisateur requis',
  usernameTooShort: 'Le nom d’utilisateur doit comporter au moins 5 caractères',
  usernameTooLong: 'Le nom d’utilisateur ne doit pas dépasser 20 caractères',
  usernameCharacters:
    'Le nom d’utilisateur ne peut contenir que des lettres minuscules, des chiffres et des tirets bas',
  usernameTaken: 'Ce nom d’utilisateur est déjà pris',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',

  invalidCodeTitle: 'Code non valable',
  invalidCodeFormat: 'Veuillez saisir le code de vérification à 6 chiffres.',
  invalidCode: 'Code de vérification non valable',
  codeExpired: 'Ce code de vérification a expiré. Veuillez en demander un nouveau.',
  codeExhausted: 'Trop de tentatives erronées pour ce code. Veuillez en demander un nouveau.',
  codeResendTooSoon: 'Veuillez patienter 30 secondes avant de demander un autre code.',
  codeHourlyLimit: 'Trop de codes ont été demandés pour cette adresse. Veuillez réessayer dans une heure.',
  codeGuessLimit: 'Trop de tentatives de vérification. Veuillez patienter 15 minutes, puis réessayer.',
  sendVerificationFailedTitle: 'Échec de l’envoi de la vérification',
  sendVerificationFailed: 'L’e-mail de vérification n’a pas pu être envoyé',
  codeSentTitle: 'Code de vérification envoyé',
  codeSent: 'Consultez votre boîte de réception : le code de vérification vous y attend.',
  emailNotVerified: 'Veuillez vérifier votre adresse e-mail avant de créer votre compte.',

  registrationFailedTitle: 'Échec de l’inscription',
  registrationFailed: 'Le compte n’a pas pu être créé',

  notYourAccount: 'Cette demande concerne un autre compte.',

  emailLabel: 'E-mail',
  emailPlaceholder: 'vous@exemple.ch',
  passwordLabel: 'Mot de passe',
  confirmPasswordLabel: 'Confirmer le mot de passe',
  usernameLabel: 'Nom d’utilisateur',
  usernameHint: 'Lettres minuscules, chiffres et _, de 5 à 20 caractères.',

  signIn: 'Se connecter',
  signingIn: 'Connexion…',

  continueToCode: 'Continuer',
  sendingCode: 'Envoi du code…',
  usernameChecking: 'Vérification…',
  usernameAvailable: 'Disponible',
  codeStepDescription: 'Nous avons envoyé un code à 6 chiffres à {email}. Il est valable 10 minutes.',
  codeLabel: 'Code de vérification',
  resendCode: 'Renvoyer le code',
  back: 'Retour',
  createAccount: 'Créer un compte',
  creatingAccount: 'Création du compte…',

  welcomeKicker: 'Compte créé',
  welcomeTitle: 'Bienvenue, {username} !',
  welcomeDescription: 'Votre compte est prêt. Voici ce qu’il vous offre.',
  welcomeCredits: '{count, plural, one {crédit d’affiche gratuit} other {crédits d’affiche gratuits}}',
  welcomeCreditsText:
    'Transformez n’importe quelle photo en affiche A3 dans le style que vous aimez. Un crédit donne une affiche.',
  welcomeRoyaltiesTitle: 'Touchez des redevances',
  welcomeRoyaltiesText:
    'Publiez vos affiches dans le catalogue : chaque vente vous rapporte {perSale}, jusqu’à {perDesign} par création.',
  startCreating: 'Commencer à créer',

  /** A forgotten password (docs/product/accounts.md#a-forgotten-password) and the changes made in settings. */
  sameEmail: 'C’est déjà votre adresse e-mail.',
  currentPasswordWrong: 'Votre mot de passe actuel n’est pas correct.',
  emailTaken: 'Un compte existe déjà pour cette adresse e-mail.',
  forgotPassword: 'Mot de passe oublié ?',
  resetTitle: 'Réinitialiser le mot de passe',
  resetDescription:
    'Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un code à 6 chiffres pour choisir un nouveau mot de passe.',
  sendResetCode: 'Envoyer le code',
  resetCodeSent: 'Si {email} a un compte, nous y avons envoyé un code à 6 chiffres. Il est valable 10 minutes.',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmNewPasswordLabel: 'Confirmer le nouveau mot de passe',
  setNewPassword: 'Enregistrer le mot de passe',
  settingNewPassword: 'Enregistrement…',
  passwordResetTitle: 'Mot de passe modifié',
  passwordResetDone:
    'Votre nouveau mot de passe est enregistré et vous êtes connecté. Vos autres appareils ont été déconnectés.',
  resetFailedTitle: 'Impossible d’enregistrer le nouveau mot de passe',
  backToSignIn: 'Retour à la connexion',

  mails: {
    verification: {
      subject: '{code} est votre code de vérification {brand}',
      preheader: 'Votre code de vérification est {code}. Il expire dans 10 minutes.',
      intro: 'Bienvenue ! Saisissez ce code pour terminer la création de votre compte {brand} :',
      expiry:
        'Le code expire dans 10 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : aucun compte n’est créé sans lui.',
    },
    alreadyRegistered: {
      subject: 'Vous avez déjà un compte {brand}',
      preheader: 'Quelqu’un a tenté de s’inscrire avec cette adresse.',
      text: 'Quelqu’un, probablement vous, a tenté de créer un nouveau compte {brand} avec cette adresse e-mail. Un compte existe déjà pour cette adresse, aucun nouveau compte n’a donc été créé.',
      signIn: 'Se connecter',
      signInAt: 'Connectez-vous sur {url}',
      notYou: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail.',
    },
    deletion: {
      subject: '{code} confirme la suppression de votre compte {brand}',
      preheader: 'Votre code pour supprimer votre compte est {code}. Il expire dans 10 minutes.',
      intro: 'Vous avez demandé la suppression de votre compte {brand}. Saisissez ce code pour la confirmer :',
      expiry:
        'Le code expire dans 10 minutes. Si vous ne l’avez pas demandé, ne le communiquez à personne et changez votre mot de passe : quelqu’un le connaît.',
    },
    passwordReset: {
      subject: '{code} est votre code de réinitialisation du mot de passe {brand}',
      preheader: 'Votre code pour réinitialiser le mot de passe est {code}. Il expire dans 10 minutes.',
      intro:
        'Quelqu’un, probablement vous, a demandé à réinitialiser le mot de passe de votre compte {brand}. Saisissez ce code pour en choisir un nouveau :',
      expiry:
        'Le code expire dans 10 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
    },
    passwordChanged: {
      subject: 'Votre mot de passe {brand} a été modifié',
      preheader: 'Votre mot de passe vient d’être modifié.',
      text: 'Le mot de passe de votre compte {brand} a été modifié dans les paramètres du compte. Vos autres appareils ont été déconnectés.',
      notYou:
        'Si ce n’était pas vous, choisissez immédiatement un nouveau mot de passe avec « Mot de passe oublié ? » dans la connexion, et contactez-nous.',
    },
    emailChange: {
      subject: '{code} confirme votre nouvelle adresse e-mail {brand}',
      preheader: 'Votre code est {code}. Il expire dans 10 minutes.',
      intro: 'Saisissez ce code dans vos paramètres {brand} pour vous connecter désormais avec cette adresse :',
      expiry:
        'Le code expire dans 10 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : rien ne change sans lui.',
    },
    emailInUse: {
      subject: 'Quelqu’un a voulu transférer un compte {brand} vers cette adresse',
      preheader: 'Un compte existe déjà pour cette adresse.',
      text: 'Quelqu’un a demandé à transférer son compte {brand} vers cette adresse e-mail. Un compte existe déjà pour elle, rien n’a donc changé.',
      notYou: 'Si c’était vous, connectez-vous plutôt avec cette adresse. Sinon, vous pouvez ignorer cet e-mail.',
    },
    emailChanged: {
      subject: 'Votre adresse e-mail {brand} a été modifiée',
      preheader: 'Votre compte se connecte désormais avec une nouvelle adresse.',
      text: 'Votre compte {brand} se connecte désormais avec {email}. Cette adresse ne recevra plus d’e-mails à son sujet.',
      notYou: 'Si ce n’était pas vous, contactez-nous immédiatement.',
    },
  },
} satisfies Translation<'accounts'>;
