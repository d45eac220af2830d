import type { Translation } from '../../i18n/catalogue.ts';

export default {
  invalidRequest: 'Die Anfrage ist ungültig.',
  invalidField: 'Das Feld «{field}» fehlt oder hat den falschen Typ.',
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
  /** A production shop on the sandbox payments (a staging shop) says so on every page and in every mail (decision 024). */
  testModeRibbon: 'Testshop: Zahlungen sind simuliert, nichts wird belastet oder versandt.',
  testModeMail: 'Diese Mail kommt aus einem Testshop: Es wurde nichts belastet, und nichts wird versandt.',
  testModeSubjectPrefix: '[TESTSHOP]',
  mailFooter: 'Gedruckt in der Schweiz. Geliefert bis an deine Tür.',
  labelled: '{label}:',
  formerCreator: 'Ehemalige Urheberin oder ehemaliger Urheber',
} satisfies Translation<'common'>;
