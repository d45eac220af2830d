import type { ComponentType } from 'react';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { ButtonVariant } from '../ui/button.tsx';

/** A poster the signed-in user created, as the order needs it. */
export type OrderablePoster = {
  imageId: number;
  /** The generated poster (what is printed). */
  imageUrl: string;
  /** A picture to show in the summary. */
  previewUrl: string;
  originalImageUrl: string | null;
  style: string;
  /** Its title everywhere: its name, else its style's name. */
  title: string;
};

export type PosterOrderButtonProps = {
  poster: OrderablePoster | null;
  label: string;
  variant?: ButtonVariant;
  defaultEmail?: string;
  prepareFailedText?: string;
  className?: string;
  /** The size and frame chosen beside the button (docs/product/pay.md#sizes-and-frames); absent: A3 unframed. */
  format?: PrintFormat;
  /** The order's dialog opened or closed (the dashboard hides its poster dialog meanwhile: one sheet at a time). */
  onOrderOpenChange?: (open: boolean) => void;
};

/**
 * Order print and Add to cart for one's own poster, on /create and on /dashboard, in the format
 * the page's picker chose. The checkout feature makes them
 * (PosterOrderButton); the page hands it to the create studio and the dashboard, which only know this shape.
 */
export type PosterOrderButtonComponent = ComponentType<PosterOrderButtonProps>;
