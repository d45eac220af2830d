import type { Translation } from '../../i18n/catalogue.ts';

export default {
  missingLoginTitle: 'Dati mancanti',
  missingLogin: 'Inserisci e-mail e password.',
  loginFailedTitle: 'Accesso non riuscito',
  loginFailed: 'E-mail o password non corretti. Riprova.',
  loginError: 'Qualcosa è andato storto. Riprova più tardi.',
  invalidCredentials: 'E-mail o password non corretti.',
  accountBusy: 'Questo account sta ricevendo molti tentativi di accesso in questo momento. Riprova tra poco.',
  tooManyLogins: 'Troppi tentativi di accesso non riusciti. Attendi 15 minuti e riprova.',

  fillAllFieldsTitle: 'Dati mancanti',
  fillAllFields: 'Compila tutti i campi.',
  passwordTooShortTitle: 'Password troppo corta',
  passwordTooShort: 'La password deve contenere almeno 8 caratteri.',
  passwordTooLong: 'La password può contenere al massimo 200 caratteri.',
  passwordsDontMatchTitle: 'Le password non coincidono',
  passwordsDontMatch: 'Assicurati che le due password siano uguali.',
  usernameNotAvailableTitle: 'Nome utente non disponibile',
  usernameNotAvailable: 'Scegli un altro nome utente.',
  usernameRequired: 'Nome utente obbligatorio',
  usernameTooShort: 'Il nome utente deve contenere almeno 5 caratteri',
  usernameTooLong: 'Il nome utente può contenere al massimo 20 caratteri',
  usernameCharacters: 'Il nome utente può contenere solo lettere minuscole, numeri e trattini bassi',
  usernameTaken: 'Questo nome utente è già in uso',
  invalidEmail: 'Inserisci un indirizzo e-mail valido',

  invalidCodeTitle: 'Codice non valido',
  invalidCodeFormat: 'Inserisci il codice di verifica a 6 cifre.',
  invalidCode: 'Codice di verifica non valido',
  codeExpired: 'Questo codice di verifica è scaduto. Richiedine uno nuovo.',
  codeExhausted: 'Troppi tentativi errati per questo codice. Richiedine uno nuovo.',
  codeResendTooSoon: 'Attendi 30 secondi prima di richiedere un altro codice.',
  codeHourlyLimit: 'Sono stati richiesti troppi codici per questo indirizzo. Riprova tra un’ora.',
  codeGuessLimit: 'Troppi tentativi di verifica. Attendi 15 minuti e riprova.',
  sendVerificationFailedTitle: 'Invio della verifica non riuscito',
  sendVerificationFailed: 'Non è stato possibile inviare l’e-mail di verifica',
  codeSentTitle: 'Codice di verifica inviato',
  codeSent: 'Controlla la tua casella di posta: lì trovi il codice di verifica.',
  emailNotVerified: 'Verifica il tuo indirizzo e-mail prima di creare il tuo account.',

  registrationFailedTitle: 'Registrazione non riuscita',
  registrationFailed: 'Non è stato possibile creare l’account',

  notYourAccount: 'Questa richiesta riguarda un altro account.',

  emailLabel: 'E-mail',
  emailPlaceholder: 'tu@esempio.ch',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Conferma password',
  usernameLabel: 'Nome utente',
  usernameHint: 'Lettere minuscole, numeri e _, da 5 a 20 caratteri.',

  signIn: 'Accedi',
  signingIn: 'Accesso in corso…',

  continueToCode: 'Continua',
  sendingCode: 'Invio del codice…',
  usernameChecking: 'Verifica in corso…',
  usernameAvailable: 'Disponibile',
  codeStepDescription: 'Abbiamo inviato un codice a 6 cifre a {email}. È valido per 10 minuti.',
  codeLabel: 'Codice di verifica',
  resendCode: 'Invia di nuovo il codice',
  back: 'Indietro',
  createAccount: 'Crea account',
  creatingAccount: 'Creazione dell’account…',

  welcomeKicker: 'Account creato',
  welcomeTitle: 'Benvenuto, {username}!',
  welcomeDescription: 'Il tuo account è pronto. Ecco cosa ti offre.',
  welcomeCredits: '{count, plural, one {credito poster gratuito} other {crediti poster gratuiti}}',
  welcomeCreditsText: 'Trasforma qualsiasi foto in un poster A3 nello stile che ami. Un credito vale un poster.',
  welcomeRoyaltiesTitle: 'Guadagna royalty',
  welcomeRoyaltiesText:
    'Pubblica i tuoi poster nel catalogo: ogni vendita ti frutta {perSale}, fino a {perDesign} per design.',
  startCreating: 'Inizia a creare',

  /** A forgotten password (docs/product/accounts.md#a-forgotten-password) and the changes made in settings. */
  sameEmail: 'Questo è già il tuo indirizzo e-mail.',
  currentPasswordWrong: 'La password attuale non è corretta.',
  emailTaken: 'Esiste già un account per questo indirizzo e-mail.',
  forgotPassword: 'Password dimenticata?',
  resetTitle: 'Reimposta la password',
  resetDescription:
    'Inserisci l’indirizzo e-mail del tuo account. Ti invieremo un codice di 6 cifre per scegliere una nuova password.',
  sendResetCode: 'Invia codice',
  resetCodeSent: 'Se {email} ha un account, vi abbiamo inviato un codice di 6 cifre. È valido 10 minuti.',
  newPasswordLabel: 'Nuova password',
  confirmNewPasswordLabel: 'Conferma la nuova password',
  setNewPassword: 'Salva la nuova password',
  settingNewPassword: 'Salvataggio…',
  passwordResetTitle: 'Password modificata',
  passwordResetDone:
    'La nuova password è salvata e hai effettuato l’accesso. Gli altri dispositivi sono stati disconnessi.',
  resetFailedTitle: 'Impossibile salvare la nuova password',
  backToSignIn: 'Torna all’accesso',

  mails: {
    verification: {
      subject: '{code} è il tuo codice di verifica {brand}',
      preheader: 'Il tuo codice di verifica è {code}. Scade tra 10 minuti.',
      intro: 'Benvenuto! Inserisci questo codice per completare la creazione del tuo account {brand}:',
      expiry:
        'Il codice scade tra 10 minuti. Se non l’hai richiesto, puoi ignorare questa e-mail: senza il codice non viene creato alcun account.',
    },
    alreadyRegistered: {
      subject: 'Hai già un account {brand}',
      preheader: 'Qualcuno ha provato a registrarsi con questo indirizzo.',
      text: 'Qualcuno, probabilmente tu, ha provato a creare un nuovo account {brand} con questo indirizzo e-mail. Esiste già un account per questo indirizzo, quindi non ne è stato creato uno nuovo.',
      signIn: 'Accedi',
      signInAt: 'Accedi su {url}',
      notYou: 'Se non sei stato tu, puoi ignorare questa e-mail.',
    },
    deletion: {
      subject: '{code} conferma l’eliminazione del tuo account {brand}',
      preheader: 'Il tuo codice per eliminare l’account è {code}. Scade tra 10 minuti.',
      intro: 'Hai chiesto di eliminare il tuo account {brand}. Inserisci questo codice per confermare:',
      expiry:
        'Il codice scade tra 10 minuti. Se non l’hai richiesto, non condividerlo con nessuno e cambia la password: qualcuno la conosce.',
    },
    passwordReset: {
      subject: '{code} è il tuo codice per reimpostare la password {brand}',
      preheader: 'Il tuo codice per reimpostare la password è {code}. Scade tra 10 minuti.',
      intro:
        'Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account {brand}. Inserisci questo codice per sceglierne una nuova:',
      expiry:
        'Il codice scade tra 10 minuti. Se non l’hai richiesto, puoi ignorare questa e-mail: la tua password resta invariata.',
    },
    passwordChanged: {
      subject: 'La tua password {brand} è stata modificata',
      preheader: 'La tua password è appena stata modificata.',
      text: 'La password del tuo account {brand} è stata modificata nelle impostazioni dell’account. Gli altri dispositivi sono stati disconnessi.',
      notYou:
        'Se non sei stato tu, imposta subito una nuova password con «Password dimenticata?» nell’accesso e contattaci.',
    },
    emailChange: {
      subject: '{code} conferma il tuo nuovo indirizzo e-mail {brand}',
      preheader: 'Il tuo codice è {code}. Scade tra 10 minuti.',
      intro: 'Inserisci questo codice nelle impostazioni di {brand} per accedere d’ora in poi con questo indirizzo:',
      expiry:
        'Il codice scade tra 10 minuti. Se non l’hai richiesto, puoi ignorare questa e-mail: senza il codice non cambia nulla.',
    },
    emailInUse: {
      subject: 'Qualcuno ha provato a spostare un account {brand} su questo indirizzo',
      preheader: 'Esiste già un account per questo indirizzo.',
      text: 'Qualcuno ha chiesto di spostare il proprio account {brand} su questo indirizzo e-mail. Esiste già un account per questo indirizzo, quindi non è cambiato nulla.',
      notYou: 'Se sei stato tu, accedi invece con questo indirizzo. Altrimenti puoi ignorare questa e-mail.',
    },
    emailChanged: {
      subject: 'Il tuo indirizzo e-mail {brand} è stato modificato',
      preheader: 'Il tuo account ora accede con un nuovo indirizzo.',
      text: 'Il tuo account {brand} ora accede con {email}. Questo indirizzo non riceverà più e-mail al riguardo.',
      notYou: 'Se non sei stato tu, contattaci subito.',
    },
  },
} satisfies Translation<'accounts'>;
