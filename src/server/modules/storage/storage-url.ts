/**
 * How stored files are addressed from outside: `/api/storage-image/<key>`. The route, every answer that
 * hands out a file URL, and every call that takes one back use these, so the two directions agree.
 */
export const STORAGE_URL_PREFIX = '/api/storage-image/';

export const storageUrl = (key: string) => `${STORAGE_URL_PREFIX}${key}`;

/**
 * The admin's way to every stored file, print masters included (decision 023): under /api/admin, where the
 * admin session cookie is sent and the admin guard applies.
 */
export const ADMIN_STORAGE_URL_PREFIX = '/api/admin/storage-image/';

export const adminStorageUrl = (key: string) => `${ADMIN_STORAGE_URL_PREFIX}${key}`;

/** `/api/storage-image/<key>` or the same on any origin: the storage key, or null. */
export function storageKeyOfUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(STORAGE_URL_PREFIX)) return null;
  try {
    return decodeURIComponent(pathname.slice(STORAGE_URL_PREFIX.length));
  } catch {
    return null;
  }
}
