/** What other modules may use of the wall previews: removing a deleted poster's previews (decision 019, 040). */
export { removeWallPreviews } from './wall-preview-keys.ts';
