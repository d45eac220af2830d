import type { Translation } from '../../i18n/catalogue.ts';

export default {
  missingLoginTitle: 'Angaben fehlen',
  missingLogin: 'Bitte gib E-Mail und Passwort ein.',
  loginFailedTitle: 'Anmeldung fehlgeschlagen',
  loginFailed: 'E-Mail oder Passwort ist falsch. Bitte versuch es noch einmal.',
  loginError: 'Etwas ist schiefgelaufen. Bitte versuch es später noch einmal.',
  invalidCredentials: 'E-Mail oder Passwort ist falsch.',
  accountBusy: 'Für dieses Konto gehen gerade sehr viele Anmeldeversuche ein. Bitte versuch es gleich noch einmal.',
  tooManyLogins: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warte 15 Minuten und versuch es dann noch einmal.',

  fillAllFieldsTitle: 'Angaben fehlen',
  fillAllFields: 'Bitte füll alle Felder aus.',
  passwordTooShortTitle: 'Passwort zu kurz',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  passwordsDontMatchTitle: 'Passwörter stimmen nicht überein',
  passwordsDontMatch: 'Bitte achte darauf, dass beide Passwörter gleich sind.',
  usernameNotAvailableTitle: 'Benutzername nicht verfügbar',
  usernameNotAvailable: 'Bitte wähl einen anderen Benutzernamen.',
  usernameRequired: 'Benutzername erforderlich',
  usernameTooShort: 'Der Benutzername muss mindestens 5 Zeichen lang sein',
  usernameTooLong: 'Der Benutzername darf höchstens 20 Zeichen lang sein',
  usernameCharacters: 'Der Benutzername darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben',
  invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',

  invalidCodeTitle: 'Ungültiger Code',
  invalidCodeFormat: 'Bitte gib den 6-stelligen Bestätigungscode ein.',
  invalidCode: 'Ungültiger Bestätigungscode',
  codeExpired: 'Dieser Bestätigungscode ist abgelaufen. Bitte fordere einen neuen an.',
  codeExhausted: 'Zu viele falsche Versuche mit diesem Code. Bitte fordere einen neuen an.',
  codeResendTooSoon: 'Bitte warte 30 Sekunden, bevor du einen weiteren Code anforderst.',
  codeHourlyLimit: 'Für diese Adresse wurden zu viele Codes angefordert. Bitte versuch es in einer Stunde noch einmal.',
  codeGuessLimit: 'Zu viele Bestätigungsversuche. Bitte warte 15 Minuten und versuch es dann noch einmal.',
  sendVerificationFailedTitle: 'Bestätigung konnte nicht gesendet werden',
  sendVerificationFailed: 'Die Bestätigungs-E-Mail konnte nicht gesendet werden',
  codeSentTitle: 'Bestätigungscode gesendet',
  codeSent: 'Schau in deinem Posteingang nach dem Bestätigungscode.',
  emailNotVerified: 'Bitte bestätige deine E-Mail-Adresse, bevor du dein Konto erstellst.',

  registrationFailedTitle: 'Registrierung fehlgeschlagen',
  registrationFailed: 'Das Konto konnte nicht erstellt werden',

  notYourAccount: 'Diese Anfrage betrifft ein anderes Konto.',

  emailLabel: 'E-Mail',
  emailPlaceholder: 'du@beispiel.ch',
  passwordLabel: 'Passwort',
  confirmPasswordLabel: 'Passwort bestätigen',
  usernameLabel: 'Benutzername',
  usernameHint: 'Kleinbuchstaben, Ziffern und _, 5 bis 20 Zeichen.',

  signIn: 'Anmelden',
  signingIn: 'Anmeldung läuft…',

  continueToCode: 'Weiter',
  sendingCode: 'Code wird gesendet…',
  usernameChecking: 'Wird geprüft…',
  usernameAvailable: 'Verfügbar',
  codeStepDescription: 'Wir haben einen 6-stelligen Code an {email} gesendet. Er ist 10 Minuten gültig.',
  codeLabel: 'Bestätigungscode',
  resendCode: 'Code erneut senden',
  back: 'Zurück',
  createAccount: 'Konto erstellen',
  creatingAccount: 'Konto wird erstellt…',

  welcomeKicker: 'Konto erstellt',
  welcomeTitle: 'Willkommen, {username}!',
  welcomeDescription: 'Dein Konto ist bereit. Das bringt es dir.',
  welcomeCredits: '{count, plural, one {Gratisguthaben für ein Poster} other {Gratisguthaben für Poster}}',
  welcomeCreditsText: 'Mach aus jedem Foto ein A3-Poster im Stil, der dir gefällt. Ein Guthaben ergibt ein Poster.',
  welcomeRoyaltiesTitle: 'Lizenzgebühren verdienen',
  welcomeRoyaltiesText:
    'Veröffentliche deine Poster im Katalog: Für jeden Verkauf erhältst du {perSale}, bis zu {perDesign} pro Design.',
  startCreating: 'Jetzt gestalten',

  /** A forgotten password (docs/product/accounts.md#a-forgotten-password) and the changes made in settings. */
  sameEmail: 'Das ist bereits deine E-Mail-Adresse.',
  currentPasswordWrong: 'Dein aktuelles Passwort stimmt nicht.',
  emailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
  forgotPassword: 'Passwort vergessen?',
  resetTitle: 'Passwort zurücksetzen',
  resetDescription:
    'Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen 6-stelligen Code, mit dem du ein neues Passwort wählst.',
  sendResetCode: 'Code senden',
  resetCodeSent:
    'Wenn {email} ein Konto hat, haben wir einen 6-stelligen Code dorthin geschickt. Er ist 10 Minuten gültig.',
  newPasswordLabel: 'Neues Passwort',
  confirmNewPasswordLabel: 'Neues Passwort bestätigen',
  setNewPassword: 'Neues Passwort speichern',
  settingNewPassword: 'Wird gespeichert…',
  passwordResetTitle: 'Passwort geändert',
  passwordResetDone:
    'Dein neues Passwort ist gespeichert und du bist angemeldet. Deine anderen Geräte wurden abgemeldet.',
  resetFailedTitle: 'Das neue Passwort konnte nicht gespeichert werden',
  backToSignIn: 'Zurück zur Anmeldung',

  mails: {
    verification: {
      subject: '{code} ist dein Bestätigungscode für {brand}',
      preheader: 'Dein Bestätigungscode lautet {code}. Er ist 10 Minuten gültig.',
      intro: 'Willkommen! Gib diesen Code ein, um dein Konto bei {brand} fertig zu erstellen:',
      expiry:
        'Der Code ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Ohne den Code wird kein Konto erstellt.',
    },
    alreadyRegistered: {
      subject: 'Du hast bereits ein Konto bei {brand}',
      preheader: 'Jemand wollte sich mit dieser Adresse registrieren.',
      text: 'Jemand, wahrscheinlich du, wollte mit dieser E-Mail-Adresse ein neues Konto bei {brand} erstellen. Zu dieser Adresse gibt es bereits ein Konto, deshalb wurde kein neues erstellt.',
      signIn: 'Anmelden',
      signInAt: 'Melde dich an unter {url}',
      notYou: 'Wenn das nicht du warst, kannst du diese E-Mail ignorieren.',
    },
    deletion: {
      subject: '{code} bestätigt das Löschen deines Kontos bei {brand}',
      preheader: 'Dein Code zum Löschen deines Kontos lautet {code}. Er ist 10 Minuten gültig.',
      intro: 'Du möchtest dein Konto bei {brand} löschen. Gib diesen Code ein, um es zu bestätigen:',
      expiry:
        'Der Code ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, gib ihn niemandem weiter und ändere dein Passwort: Jemand kennt es.',
    },
    passwordReset: {
      subject: '{code} ist dein Code zum Zurücksetzen deines {brand}-Passworts',
      preheader: 'Dein Code zum Zurücksetzen des Passworts ist {code}. Er ist 10 Minuten gültig.',
      intro:
        'Jemand, wahrscheinlich du, möchte das Passwort deines {brand}-Kontos zurücksetzen. Gib diesen Code ein, um ein neues zu wählen:',
      expiry:
        'Der Code ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
    },
    passwordChanged: {
      subject: 'Dein {brand}-Passwort wurde geändert',
      preheader: 'Dein Passwort wurde soeben geändert.',
      text: 'Das Passwort deines {brand}-Kontos wurde in den Kontoeinstellungen geändert. Deine anderen Geräte wurden abgemeldet.',
      notYou:
        'Wenn du das nicht warst, setz sofort mit «Passwort vergessen?» in der Anmeldung ein neues Passwort und melde dich bei uns.',
    },
    emailChange: {
      subject: '{code} bestätigt deine neue {brand}-E-Mail-Adresse',
      preheader: 'Dein Code ist {code}. Er ist 10 Minuten gültig.',
      intro: 'Gib diesen Code in deinen {brand}-Einstellungen ein, um dich ab jetzt mit dieser Adresse anzumelden:',
      expiry:
        'Der Code ist 10 Minuten gültig. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Ohne ihn ändert sich nichts.',
    },
    emailInUse: {
      subject: 'Jemand wollte ein {brand}-Konto auf diese Adresse umstellen',
      preheader: 'Für diese Adresse gibt es bereits ein Konto.',
      text: 'Jemand wollte sein {brand}-Konto auf diese E-Mail-Adresse umstellen. Für sie gibt es bereits ein Konto, daher hat sich nichts geändert.',
      notYou:
        'Wenn du das warst, melde dich stattdessen mit dieser Adresse an. Sonst kannst du diese E-Mail ignorieren.',
    },
    emailChanged: {
      subject: 'Deine {brand}-E-Mail-Adresse wurde geändert',
      preheader: 'Dein Konto meldet sich jetzt mit einer neuen Adresse an.',
      text: 'Dein {brand}-Konto meldet sich jetzt mit {email} an. Diese Adresse erhält keine E-Mails mehr dazu.',
      notYou: 'Wenn du das nicht warst, melde dich sofort bei uns.',
    },
  },
} satisfies Translation<'accounts'>;
