import type { Translation } from '../../i18n/catalogue.ts';

export default {
  invalidRequest: 'La richiesta non è valida.',
  invalidField: 'Il campo «{field}» manca o ha il tipo sbagliato.',
  controlCharacter: 'Il campo «{field}» contiene un carattere non ammesso (un carattere di controllo).',
  malformedJson: 'Il contenuto della richiesta non è JSON valido.',
  emptyJsonBody: 'La richiesta è vuota; era atteso del JSON.',
  unsupportedContentType: 'Questo tipo di contenuto non è supportato qui; invia JSON.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  tooManyRequests: 'Troppe richieste. Attendi un momento e riprova.',
  unknownLanguage: 'Scegli inglese, tedesco, francese o italiano.',
  notFound: 'Non trovato.',
  methodNotAllowed: 'Il metodo {method} non è consentito qui.',
  unexpected: 'Qualcosa è andato storto. Riprova più tardi.',
  temporarilyUnavailable: 'Il servizio è temporaneamente non disponibile. Riprova tra un momento.',
  signInRequired: 'Accedi per continuare.',
  forbidden: 'Non hai l’autorizzazione per farlo.',
  mailFooter: 'Stampato in Svizzera. Consegnato alla tua porta.',
  labelled: '{label}:',
  formerCreator: 'Ex creatore',
} satisfies Translation<'common'>;
