/** The PostgreSQL server the integration tests use when TEST_DATABASE_URL is set. */
export function adminConnectionString(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export const templateDatabaseName = (fingerprint: string) => `affiche_template_${fingerprint}`;

export function databaseUrlFor(name: string): string {
  const url = new URL(adminConnectionString());
  url.pathname = `/${name}`;
  return url.toString();
}
