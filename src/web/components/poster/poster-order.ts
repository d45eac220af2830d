import type { ComponentType } from 'react';
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
  /** The order's dialog opened or closed (the dashboard hides its poster dialog meanwhile: one sheet at a time). */
  onOrderOpenChange?: (open: boolean) => void;
};

/**
 * Order (A3) and Add to cart for one's own poster, on /create and on /dashboard. The checkout feature makes them
 * (PosterOrderButton); the page hands it to the create studio and the dashboard, which only know this shape.
 */
export type PosterOrderButtonComponent = ComponentType<PosterOrderButtonProps>;
