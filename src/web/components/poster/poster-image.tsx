import { clsx } from 'clsx';
import type { ImgHTMLAttributes, MouseEvent, Ref } from 'react';

const keepMenuClosed = (event: MouseEvent<HTMLImageElement>) => event.preventDefault();

/**
 * A published poster's picture where the public sees it (catalogue, poster dialog, feed, the earn page's strip;
 * docs/product/catalogue.md#what-the-catalogue-shows): it cannot be dragged out, its context menu ("Save image as…")
 * does not open, and a long press on a phone shows no save callout. It keeps no one determined from the file, but it
 * stops the casual copy of a creator's work; the admin's own tiles use a plain image.
 */
export function PosterImage({
  className,
  ref,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> }) {
  return (
    <img
      ref={ref}
      {...props}
      draggable={false}
      onContextMenu={keepMenuClosed}
      className={clsx('select-none [-webkit-touch-callout:none]', className)}
    />
  );
}
