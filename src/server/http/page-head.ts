/**
 * What a page adds to the document head for link previews (Open Graph, Twitter cards): its title and
 * meta tags. Values are plain text; they are escaped here, where the HTML is written.
 */
export type PageHead = {
  title?: string;
  description?: string;
  meta?: { property?: string; name?: string; content: string }[];
  /** The page's one address for search engines; by default its path in its language. */
  canonical?: string;
  /** schema.org data for search engines (a poster's Product and Offer), written as JSON-LD. */
  jsonLd?: object;
  /** Resources the page will ask for at once: preloading them saves the wait for the script. */
  preloads?: {
    href: string;
    as: 'fetch' | 'image';
    /** A picture in a format not every browser reads (AVIF): a browser without it skips the preload. */
    type?: 'image/avif';
    crossorigin?: 'use-credentials';
    imagesrcset?: string;
    imagesizes?: string;
    fetchpriority?: 'high';
  }[];
};
