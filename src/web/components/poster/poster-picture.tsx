import type { ImgHTMLAttributes } from 'react';
import type { PosterPictures } from '../../../shared/poster-pictures.ts';
import { PosterImage } from './poster-image.tsx';

type PosterPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The poster's pictures in every width (decision 039); null while its pictures job has not run. */
  pictures: PosterPictures | null;
  /** The render's own WebP: the picture of a browser without `<picture>`, and of a poster without pictures yet. */
  src: string;
  /** The widths of the render's own WebP files, for a poster without pictures yet. */
  fallbackSrcSet?: string;
  /** How wide the page draws the poster (POSTER_SIZES). */
  sizes: string;
};

/**
 * A published poster's picture (decision 039): the browser picks the width that fits the screen, in AVIF, else WebP.
 * The `<img>` inside is the one PosterImage draws (no dragging, no save menu), and carries the size, loading and
 * priority hints.
 */
export function PosterPicture({ pictures, src, fallbackSrcSet, sizes, ...image }: PosterPictureProps) {
  if (!pictures) return <PosterImage src={src} srcSet={fallbackSrcSet} sizes={fallbackSrcSet && sizes} {...image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={pictures.avif} sizes={sizes} />
      <source type="image/webp" srcSet={pictures.webp} sizes={sizes} />
      <PosterImage src={src} {...image} />
    </picture>
  );
}
