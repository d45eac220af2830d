/** `%text%` for ILIKE with the LIKE metacharacters (% _ \) escaped, so they match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
