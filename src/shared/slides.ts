/** The landing slideshow (spec 000 §2): one video first, then nine poster images; made by the project. */
export type Slide = { type: 'video' | 'image'; src: string; alt?: string };

export const slides: Slide[] = [
  { type: 'video', src: '/media/slides/intro.mp4' },
  { type: 'image', src: '/media/slides/slide-1.webp', alt: 'Swiss mid-century poster of a lake steamer below the mountains' },
  { type: 'image', src: '/media/slides/slide-2.webp', alt: 'Pop-art halftone poster of a summer ice cream' },
  { type: 'image', src: '/media/slides/slide-3.webp', alt: 'Psychedelic concert bill poster with swirling sunrise' },
  { type: 'image', src: '/media/slides/slide-4.webp', alt: 'Minimal modernist poster of a red funicular' },
  { type: 'image', src: '/media/slides/slide-5.webp', alt: 'Impressionist poster of a café terrace at dusk' },
  { type: 'image', src: '/media/slides/slide-6.webp', alt: 'Seaside poster with a striped lighthouse' },
  { type: 'image', src: '/media/slides/slide-7.webp', alt: 'Neo-minimal poster of a single mountain peak' },
  { type: 'image', src: '/media/slides/slide-8.webp', alt: 'Alpine coastal poster of a lakeside village' },
  { type: 'image', src: '/media/slides/slide-9.webp', alt: 'Swiss travel poster of a night train crossing a viaduct' },
];
