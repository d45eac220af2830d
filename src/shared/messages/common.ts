/** Words shared by every area: generic request failures, in the voice of the shop. */
export const commonMessages = {
  invalidRequest: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty; JSON was expected.',
  unsupportedContentType: 'This content type is not supported here; send JSON.',
  bodyTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notFound: 'Not found.',
  methodNotAllowed: (method: string) => `The method ${method} is not allowed here.`,
  unexpected: 'Something went wrong. Please try again later.',
  temporarilyUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
} as const;
