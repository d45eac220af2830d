/**
 * How a poster names its creator: `@username`, or, once the account is gone, the catalogue's "Former creator"
 * (`common.formerCreator`) in the reader's language (decision 019).
 */
export function creatorHandle(username: string | null, formerCreator: string): string {
  return username ? `@${username}` : formerCreator;
}
