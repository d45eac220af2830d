/** Words shared by every area: generic request failures, in the voice of the shop. */
export default {
  invalidRequest: 'The request is not valid.',
  invalidField: 'The field "{field}" is missing or has the wrong type.',
  controlCharacter: 'The field "{field}" contains a character that is not allowed (a control character).',
  malformedJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty; JSON was expected.',
  unsupportedContentType: 'This content type is not supported here; send JSON.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unknownLanguage: 'Please choose English, German, French or Italian.',
  notFound: 'Not found.',
  methodNotAllowed: 'The method {method} is not allowed here.',
  unexpected: 'Something went wrong. Please try again later.',
  temporarilyUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  mailFooter: 'Printed in Switzerland. Delivered to your door.',
  /** A label before its value ("Total: 59.90 CHF"): each language sets its own colon (French "Total :"). */
  labelled: '{label}:',
  /** What a poster shows for its creator once they deleted their account (decision 019). */
  formerCreator: 'Former creator',
} as const;
