import type { Translation } from '../../i18n/catalogue.ts';

export default {
  invalidRequest: 'Die Anfrage ist ungültig.',
  invalidField: 'Das Feld «{field}» fehlt oder hat den falschen Typ.',
  controlCharacter: 'Das Feld «{field}» enthält ein unzulässiges Zeichen (ein Steuerzeichen).',
  malformedJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  emptyJsonBody: 'Die Anfrage ist leer; erwartet wurde JSON.',
  unsupportedContentType: 'Dieser Inhaltstyp wird hier nicht unterstützt; bitte JSON senden.',
  bodyTooLarge: 'Die Anfrage ist zu gross.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  unknownLanguage: 'Bitte wähle Englisch, Deutsch, Französisch oder Italienisch.',
  notFound: 'Nicht gefunden.',
  methodNotAllowed: 'Die Methode {method} ist hier nicht erlaubt.',
  unexpected: 'Etwas ist schiefgelaufen. Bitte versuche es später noch einmal.',
  temporarilyUnavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es gleich noch einmal.',
  signInRequired: 'Bitte melde dich an, um fortzufahren.',
  forbidden: 'Dazu bist du nicht berechtigt.',
  mailFooter: 'Gedruckt in der Schweiz. Geliefert bis an deine Tür.',
  labelled: '{label}:',
  formerCreator: 'Ehemalige Urheberin oder ehemaliger Urheber',
} satisfies Translation<'common'>;
