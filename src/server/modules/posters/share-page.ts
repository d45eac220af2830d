import { CATALOGUE_PAGE_SIZE } from '../../../shared/catalogue.ts';
import { CATALOGUE_PRELOADED_TILES, CATALOGUE_TILE_SIZES } from '../../../shared/catalogue-limits.ts';
import { FEED_POSTER_SIZES } from '../../../shared/feed-layout.ts';
import { creatorHandle } from '../../../shared/creator-handle.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { defaultLanguage, languageParam, localeOf } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { FeedService } from '../feed/feed.service.ts';
import { styleById } from '../../../shared/styles.ts';
import type { PageHead } from '../web/web.routes.ts';
import { SHARE_CARD_SIZE } from './share-card.ts';
import type { PostersService } from './posters.service.ts';

/**
 * What the server adds to a page's head. Link previews for shared catalogue links: `/catalogue?poster=<id>`
 * (or `showPoster`, the feed's form) naming an approved public poster is answered with Open Graph and
 * Twitter card tags, so messengers show the poster's card, title and creator, in the page's language (its
 * card image and address name the language, so each language's preview is its own). The plain catalogue and the
 * feed preload their first list call and first picture. Any other page gets the plain app.
 */
export function createSharePage({ posters, feed, publicUrl, brandName }: { posters: PostersService; feed: FeedService; publicUrl: string; brandName: string }) {
  const catalogueHead = () => firstPagePreloads(posters);
  return {
    async headFor(pathname: string, query: unknown, language: Language = defaultLanguage): Promise<PageHead | null> {
      if (pathname.replace(/\/+$/, '') === '/feed') return feedPreloads(feed);
      if (pathname.replace(/\/+$/, '') !== '/catalogue') return null;
      const id = posterIdOf(query);
      if (id === null) return catalogueHead();
      const poster = await posters.findPublic(id);
      if (!poster) return null;

      const m = messagesFor(language);
      const words = m.catalogue.sharePage;
      const creator = creatorHandle(poster.username, m.common.formerCreator);
      const title = words.title({ name: poster.name, creator });
      const style = styleById(poster.style)?.name ?? poster.style;
      const edition = words.edition({ count: poster.totalSupply, price: formatterFor(language).price(poster.pricePerUnit) });
      const description = poster.city ? words.descriptionWithCity({ style, city: poster.city, edition }) : words.description({ style, edition });
      // English keeps the plain addresses; another language names itself, so the link and the card stay in it.
      const inLanguage = language === defaultLanguage ? '' : `${languageParam}=${language}`;
      const url = `${publicUrl}/catalogue?poster=${poster.id}${inLanguage ? `&${inLanguage}` : ''}`;
      const image = `${publicUrl}/api/share-card/${poster.id}.png${inLanguage ? `?${inLanguage}` : ''}`;
      const imageAlt = words.cardAlt({ name: poster.name, creator });
      return {
        title: `${title} · ${brandName}`,
        description,
        meta: [
          { property: 'og:type', content: 'website' },
          { property: 'og:site_name', content: brandName },
          { property: 'og:locale', content: localeOf[language].replace('-', '_') },
          { property: 'og:title', content: title },
          { property: 'og:description', content: description },
          { property: 'og:url', content: url },
          { property: 'og:image', content: image },
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(SHARE_CARD_SIZE.width) },
          { property: 'og:image:height', content: String(SHARE_CARD_SIZE.height) },
          { property: 'og:image:alt', content: imageAlt },
          { name: 'twitter:card', content: 'summary_large_image' },
          { name: 'twitter:title', content: title },
          { name: 'twitter:description', content: description },
          { name: 'twitter:image', content: image },
          { name: 'twitter:image:alt', content: imageAlt },
        ],
      };
    },
  };
}

export type SharePage = ReturnType<typeof createSharePage>;

/**
 * The plain catalogue: its first list call and the first tile's picture are preloaded from the head, so
 * they load while the script does (the list call and the pictures would otherwise wait for it).
 */
async function firstPagePreloads(posters: PostersService): Promise<PageHead> {
  const firstPage = await posters.catalogue({ limit: CATALOGUE_PAGE_SIZE, offset: 0, search: '' });
  return {
    preloads: [
      { href: `/api/public-images?limit=${CATALOGUE_PAGE_SIZE}&offset=0`, as: 'fetch', crossorigin: 'use-credentials' },
      ...firstPage.images.slice(0, CATALOGUE_PRELOADED_TILES).map((poster) => ({
        href: poster.thumbnailUrl,
        as: 'image' as const,
        imagesrcset: `${poster.thumbnailUrl} 340w, ${poster.previewUrl} 849w`,
        imagesizes: CATALOGUE_TILE_SIZES,
        fetchpriority: 'high' as const,
      })),
    ],
  };
}

function posterIdOf(query: unknown): number | null {
  const params = (query ?? {}) as Record<string, unknown>;
  const value = params.poster ?? params.showPoster;
  const text: unknown = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
}

/** The feed: its first page and the first poster's picture, the largest paint, load while the script does. */
async function feedPreloads(feed: FeedService): Promise<PageHead> {
  const { posts } = await feed.page(1, null);
  const first = posts[0];
  return {
    preloads: [
      { href: '/api/feed?page=1', as: 'fetch', crossorigin: 'use-credentials' },
      ...(first
        ? [{ href: first.thumbnailPath, as: 'image' as const, imagesrcset: `${first.thumbnailPath} 340w, ${first.previewPath} 849w`, imagesizes: FEED_POSTER_SIZES, fetchpriority: 'high' as const }]
        : []),
    ],
  };
}
