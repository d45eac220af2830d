/**
 * The words of sign-up, sign-in and the welcome after it (docs/product/accounts.md#signing-up,
 * docs/product/accounts.md#signing-in), shared by the browser's account dialogs and the server's answers and mails.
 */
export default {
  missingLoginTitle: 'Missing information',
  missingLogin: 'Please enter both email and password.',
  loginFailedTitle: 'Login failed',
  loginFailed: 'Invalid email or password. Please try again.',
  loginError: 'Something went wrong. Please try again later.',
  invalidCredentials: 'Invalid email or password.',
  accountBusy: 'This account is receiving many sign-in attempts right now. Please try again in a moment.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',

  fillAllFieldsTitle: 'Missing information',
  fillAllFields: 'Please fill in all fields.',
  passwordTooShortTitle: 'Password too short',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must be 200 characters or less.',
  passwordsDontMatchTitle: "Passwords don't match",
  passwordsDontMatch: 'Please make sure your passwords match.',
  usernameNotAvailableTitle: 'Username not available',
  usernameNotAvailable: 'Please choose a different username.',
  usernameRequired: 'Username required',
  usernameTooShort: 'Username must be at least 5 characters',
  usernameTooLong: 'Username must be 20 characters or less',
  usernameCharacters: 'Username can only contain lowercase letters, numbers and underscores',
  usernameTaken: 'Username is already taken',
  invalidEmail: 'Please enter a valid email address',

  invalidCodeTitle: 'Invalid code',
  invalidCodeFormat: 'Please enter the 6-digit verification code.',
  invalidCode: 'Invalid verification code',
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeExhausted: 'Too many wrong tries for this code. Please request a new one.',
  codeResendTooSoon: 'Please wait 30 seconds before requesting another code.',
  codeHourlyLimit: 'Too many codes requested for this address. Please try again in an hour.',
  codeGuessLimit: 'Too many verification attempts. Please wait 15 minutes and try again.',
  sendVerificationFailedTitle: 'Failed to send verification',
  sendVerificationFailed: 'Failed to send verification email',
  codeSentTitle: 'Verification code sent',
  codeSent: 'Please check your email for the verification code.',
  emailNotVerified: 'Please verify your email address before creating your account.',

  registrationFailedTitle: 'Registration failed',
  registrationFailed: 'Failed to create account',

  notYourAccount: 'This request is for another account.',

  emailLabel: 'Email',
  emailPlaceholder: 'you@example.ch',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  usernameLabel: 'Username',
  usernameHint: 'Lower-case letters, numbers and _, 5 to 20 characters.',

  signIn: 'Sign In',
  signingIn: 'Signing in…',

  continueToCode: 'Continue',
  sendingCode: 'Sending code…',
  usernameChecking: 'Checking…',
  usernameAvailable: 'Available',
  codeStepDescription: 'We sent a 6-digit code to {email}. It is valid for 10 minutes.',
  codeLabel: 'Verification code',
  resendCode: 'Resend code',
  back: 'Back',
  createAccount: 'Create Account',
  creatingAccount: 'Creating account…',

  welcomeKicker: 'Account created',
  welcomeTitle: 'Welcome, {username}!',
  welcomeDescription: 'Your account is ready. Here is what it gives you.',
  welcomeCredits: '{count, plural, one {free poster credit} other {free poster credits}}',
  welcomeCreditsText: 'Turn any photo into an A3 poster in the style you love. One credit makes one poster.',
  welcomeRoyaltiesTitle: 'Earn royalties',
  welcomeRoyaltiesText:
    'Publish your posters to the catalogue: each sale earns you {perSale}, up to {perDesign} per design.',
  startCreating: 'Start creating',

  /** A forgotten password (docs/product/accounts.md#a-forgotten-password) and the changes made in settings. */
  sameEmail: 'This is already your e-mail address.',
  currentPasswordWrong: 'Your current password is not right.',
  emailTaken: 'This e-mail address already has an account.',
  forgotPassword: 'Forgot your password?',
  resetTitle: 'Reset your password',
  resetDescription: "Enter your account's e-mail address. We will send you a 6-digit code to choose a new password.",
  sendResetCode: 'Send code',
  resetCodeSent: 'If {email} has an account, we sent a 6-digit code to it. It is valid for 10 minutes.',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  setNewPassword: 'Set new password',
  settingNewPassword: 'Saving…',
  passwordResetTitle: 'Password changed',
  passwordResetDone: 'Your new password is set and you are signed in. Your other devices were signed out.',
  resetFailedTitle: 'Could not set the new password',
  backToSignIn: 'Back to sign in',

  /** The account mails; `{brand}` is the shop's name, `{code}` the six digits. */
  mails: {
    verification: {
      subject: '{code} is your {brand} verification code',
      preheader: 'Your verification code is {code}. It expires in 10 minutes.',
      intro: 'Welcome! Enter this code to finish creating your {brand} account:',
      expiry:
        'The code expires in 10 minutes. If you did not ask for it, you can ignore this mail: no account is created without it.',
    },
    alreadyRegistered: {
      subject: 'You already have a {brand} account',
      preheader: 'Someone tried to sign up with this address.',
      text: 'Someone, probably you, tried to create a new {brand} account with this e-mail address. It already has an account, so no new one was created.',
      signIn: 'Sign in',
      signInAt: 'Sign in at {url}',
      notYou: 'If this was not you, you can ignore this mail.',
    },
    deletion: {
      subject: '{code} confirms deleting your {brand} account',
      preheader: 'Your code to delete your account is {code}. It expires in 10 minutes.',
      intro: 'You asked to delete your {brand} account. Enter this code to confirm it:',
      expiry:
        'The code expires in 10 minutes. If you did not ask for it, do not share it with anyone and change your password: someone knows it.',
    },
    passwordReset: {
      subject: '{code} is your {brand} password reset code',
      preheader: 'Your code to reset your password is {code}. It expires in 10 minutes.',
      intro:
        'Someone, probably you, asked to reset the password of your {brand} account. Enter this code to choose a new one:',
      expiry:
        'The code expires in 10 minutes. If you did not ask for it, you can ignore this mail: your password stays as it is.',
    },
    passwordChanged: {
      subject: 'Your {brand} password was changed',
      preheader: 'Your password was just changed.',
      text: 'The password of your {brand} account was changed in the account settings. Your other devices were signed out.',
      notYou:
        'If this was not you, set a new password at once with "Forgot your password?" in the sign-in dialog, and contact us.',
    },
    emailChange: {
      subject: '{code} confirms your new {brand} e-mail address',
      preheader: 'Your code is {code}. It expires in 10 minutes.',
      intro: 'Enter this code in your {brand} settings to sign in with this address from now on:',
      expiry:
        'The code expires in 10 minutes. If you did not ask for it, you can ignore this mail: nothing changes without it.',
    },
    emailInUse: {
      subject: 'Someone tried to use this address for their {brand} account',
      preheader: 'This address already has an account.',
      text: 'Someone asked to move their {brand} account to this e-mail address. It already has an account, so nothing changed.',
      notYou: 'If this was you, sign in with this address instead. Otherwise you can ignore this mail.',
    },
    emailChanged: {
      subject: 'Your {brand} e-mail address was changed',
      preheader: 'Your account now signs in with a new address.',
      text: 'Your {brand} account now signs in with {email}. This address gets no more mail about it.',
      notYou: 'If this was not you, contact us at once.',
    },
  },
} as const;
