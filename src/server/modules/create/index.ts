export { makeLandscapePhoto } from './sample-photo.ts';
