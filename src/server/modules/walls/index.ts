/**
 * What other modules may use of the wall previews: where a poster picture's previews are kept, and removing them when
 * the poster is deleted (decisions 019 and 040).
 */
export { removeWallPreviews, wallFolderOf } from './wall-preview-keys.ts';
