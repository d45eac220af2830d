/**
 * How wide a Moments poster is drawn (the feed item's image): 351 px from 768 px up, 277 px below. The feed's
 * `sizes` and the server's preload of the first poster use the same words, so the browser picks the same
 * picture for both. Kept free of imports: the feed's first load reads it.
 */
export const FEED_POSTER_SIZES = '(min-width: 768px) 351px, 277px';
