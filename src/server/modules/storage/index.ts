export {
  ADMIN_STORAGE_URL_PREFIX,
  STORAGE_URL_PREFIX,
  adminStorageUrl,
  storageKeyOfUrl,
  storageUrl,
} from './storage-url.ts';
export { sendStoredFile, storageKeyOf } from './stored-file-reply.ts';
export { removeOriginalIfUnused } from './orphan-originals.ts';
