import type { Translation } from '../../i18n/catalogue.ts';
import english from '../en/admin.ts';

/**
 * The admin area: English is enough here (issue 13). The server's answers to the admin and the sign-in page are
 * translated; the rest of the /admin pages keep the English words until they are translated.
 */
export default {
  ...english,
  loginTitle: 'Accesso admin',
  loginIntro: 'Accedi per gestire gli ordini, il catalogo e la coda di revisione.',
  usernameLabel: 'Nome utente',
  passwordLabel: 'Password',
  signIn: 'Accedi',
  signingIn: 'Accesso in corso…',
  loginFailed: 'Accesso non riuscito',
  logout: 'Esci',
  codeTitle: 'Inserisci il codice',
  codeLabel: 'Codice di autenticazione',
  verify: 'Verifica',
  invalidCredentials: 'Credenziali non valide',
  credentialsRequired: 'Inserisci il nome utente e la password.',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
  signInDisabled: 'L’accesso admin è disattivato: non esiste ancora nessun admin. Creane uno con npm run admin:create, oppure imposta ADMIN_USERNAME e ADMIN_PASSWORD per il primo avvio.',
  tryAgain: 'L’accesso è stato modificato nello stesso momento altrove. Riprova.',
  codeFormat: 'Il codice è composto dalle 6 cifre mostrate dalla tua app di autenticazione.',
  invalidCode: 'Il codice non è valido o è già stato usato. Attendi il prossimo.',
  invalidRecoveryCode: 'Il codice di recupero non è valido o è già stato usato.',
  adminSessionRequired: 'Accesso admin richiesto.',
  invalidOrderId: 'L’ID dell’ordine non è valido.',
  orderNotFound: 'Impossibile trovare questo ordine.',
  invalidPosterId: 'L’ID del poster non è valido.',
  posterNotFound: 'Impossibile trovare questo poster.',
  soldCountOutOfRange: 'Il numero di copie vendute deve essere un numero intero tra 0 e {totalSupply}.',
} satisfies Translation<'admin'>;
