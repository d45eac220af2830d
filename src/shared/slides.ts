/**
 * The landing slideshow (docs/product/accounts.md#landing-header-footer): one video first, then nine poster images;
 * made by the project.
 */
/** Each image's description is in the shell catalogue (`landing.slideAlts`), in the slides' image order. */
export type Slide = { type: 'video' | 'image'; src: string };

export const slides: Slide[] = [
  { type: 'video', src: '/media/slides/intro.mp4' },
  { type: 'image', src: '/media/slides/slide-1.webp' },
  { type: 'image', src: '/media/slides/slide-2.webp' },
  { type: 'image', src: '/media/slides/slide-3.webp' },
  { type: 'image', src: '/media/slides/slide-4.webp' },
  { type: 'image', src: '/media/slides/slide-5.webp' },
  { type: 'image', src: '/media/slides/slide-6.webp' },
  { type: 'image', src: '/media/slides/slide-7.webp' },
  { type: 'image', src: '/media/slides/slide-8.webp' },
  { type: 'image', src: '/media/slides/slide-9.webp' },
];
