import { SHIPPING_PRICE } from '../../../shared/checkout-limits.ts';
import { FRAMES, PRINT_SIZES, priceOf } from '../../../shared/print-formats.ts';
import { SHIPPING_COUNTRIES } from '../../../shared/countries.ts';
import { cancelWindowDays, DELIVERY_ZONES, deliveryZoneOf } from '../../../shared/delivery.ts';
import type { DeliveryRules, DeliveryZone } from '../../../shared/delivery.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../shared/catalogue.ts';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { CATALOGUE_PRELOADED_TILES } from '../../../shared/catalogue-limits.ts';
import { POSTER_SIZES } from '../../../shared/poster-pictures.ts';
import type { PosterPictures } from '../../../shared/poster-pictures.ts';
import { creatorHandle } from '../../../shared/creator-handle.ts';
import { defaultLanguage, languageParam, localeOf } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { FeedService } from '../feed/feed.service.ts';
import type { PageHead } from '../../http/page-head.ts';
import { posterDescription } from './poster-description.ts';
import { SHARE_CARD_SIZE } from './share-card.ts';
import type { PostersService } from './posters.service.ts';
import { posterIdFromPath, posterPath } from '../../../shared/poster-url.ts';

/**
 * What the server adds to a page's head. Link previews: a poster's page (`/posters/<id>-<slug>`) and the
 * catalogue's `?poster=<id>` links (or `showPoster`, the feed's form) naming an approved public poster are answered
 * with Open Graph and Twitter card tags, so messengers show the poster's card, title and creator, in the page's
 * language (its card image and address name the language, so each language's preview is its own), and name the
 * poster's page as the canonical address. The plain catalogue and the feed preload their first pictures. Any other
 * page gets the plain head.
 */
export function createSharePage({
  posters,
  feed,
  publicUrl,
  brandName,
  deliveryRules,
}: {
  posters: PostersService;
  feed: FeedService;
  publicUrl: string;
  brandName: string;
  /** The delivery times the offer states (docs/product/after-the-sale.md#delivery-estimate). */
  deliveryRules: DeliveryRules;
}) {
  const catalogueHead = () => firstPagePreloads(posters);
  return {
    async headFor(pathname: string, query: unknown, language: Language = defaultLanguage): Promise<PageHead | null> {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (path === '/feed') return feedPreloads(feed);
      const pageId = posterIdFromPath(path);
      if (pageId !== null) {
        const poster = await posters.findPublic(pageId);
        return poster ? posterHead(poster, language, { jsonLd: true }) : null;
      }
      if (path !== '/catalogue') return null;
      const id = posterIdOf(query);
      if (id === null) return catalogueHead();
      const poster = await posters.findPublic(id);
      return poster ? posterHead(poster, language, { jsonLd: false }) : null;
    },
  };

  /**
   * A poster's title, description, link preview and canonical address (its own page, in the page's language): for
   * its page, and for the catalogue's `?poster=` links, which name the page as the canonical address. The page also
   * carries its structured data: a Product with its AggregateOffer (every size), for search engines.
   */
  function posterHead(poster: CataloguePoster, language: Language, { jsonLd }: { jsonLd: boolean }): PageHead {
    const m = messagesFor(language);
    const words = m.catalogue.sharePage;
    const creator = creatorHandle(poster.username, m.common.formerCreator);
    const title = words.title({ name: poster.name, creator });
    const description = posterDescription(language, poster);
    // English keeps the plain addresses; another language names itself, so the link and the card stay in it.
    const inLanguage = language === defaultLanguage ? '' : `?${languageParam}=${language}`;
    const url = `${publicUrl}${posterPath(poster.id, poster.name)}${inLanguage}`;
    const image = `${publicUrl}/api/share-card/${poster.id}.png${inLanguage}`;
    const imageAlt = words.cardAlt({ name: poster.name, creator });
    return {
      title: `${title} · ${brandName}`,
      description,
      canonical: url,
      jsonLd: jsonLd
        ? posterStructuredData(poster, { url, creator, description, publicUrl, brandName, deliveryRules })
        : undefined,
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
      preloads: [
        posterPreload(poster.pictures, poster.fullImageUrl || poster.previewUrl, undefined, POSTER_SIZES.detail),
      ],
    };
  }
}

/**
 * schema.org's Product with its AggregateOffer (docs/product/catalogue.md#poster-detail-and-links): the poster as a
 * print for sale, its creator, its prices in CHF over every size and finish (A4 bare to A1 framed with a
 * passe-partout), and whether editions remain, so a search engine can show it as a product.
 */
export function posterStructuredData(
  poster: CataloguePoster,
  {
    url,
    creator,
    description,
    publicUrl,
    brandName,
    deliveryRules,
  }: {
    url: string;
    creator: string;
    description: string;
    publicUrl: string;
    brandName: string;
    deliveryRules: DeliveryRules;
  },
) {
  const image = poster.fullImageUrl || poster.previewUrl;
  const offers = everyFormatPrice(poster.pricePerUnit);
  const available = poster.isAvailable && poster.remainingSupply > 0;
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'VisualArtwork'],
    '@id': url,
    name: poster.name,
    description,
    image: image.startsWith('http') ? image : `${publicUrl}${image}`,
    url,
    sku: `poster-${poster.id}`,
    brand: { '@type': 'Brand', name: brandName },
    creator: { '@type': 'Person', name: creator },
    artform: 'Poster',
    artworkSurface: 'Paper',
    width: { '@type': 'QuantitativeValue', value: 297, unitCode: 'MMT' },
    height: { '@type': 'QuantitativeValue', value: 420, unitCode: 'MMT' },
    ...(poster.totalSupply > 0 ? { artEdition: String(poster.totalSupply) } : {}),
    offers: {
      // Every size and finish (decision 040): the cheapest (A4 bare) and the dearest (A1 framed with a mount), priced
      // by the table from the poster's A3 price.
      '@type': 'AggregateOffer',
      url,
      // Structured data wants the machine's form of a price (29.95), not a visitor's.
      lowPrice: offers.lowPrice.toFixed(2),
      highPrice: offers.highPrice.toFixed(2),
      offerCount: offers.count,
      priceCurrency: 'CHF',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(available ? { inventoryLevel: { '@type': 'QuantitativeValue', value: poster.remainingSupply } } : {}),
      seller: { '@type': 'Organization', name: brandName },
      shippingDetails: DELIVERY_ZONES.map((zone) => offerShippingDetails(zone, deliveryRules)),
      hasMerchantReturnPolicy: merchantReturnPolicy(publicUrl),
    },
  };
}

/** The sizes × frames × mounts a poster is sold in, and the lowest and highest unit price among them (CHF). */
function everyFormatPrice(a3Price: number) {
  const units = PRINT_SIZES.flatMap((size) =>
    FRAMES.flatMap((frame) =>
      (frame === 'none' ? [false] : [false, true]).map(
        (passepartout) => priceOf({ size, frame, passepartout }, a3Price).unitPrice,
      ),
    ),
  );
  return { lowPrice: Math.min(...units), highPrice: Math.max(...units), count: units.length };
}

/** schema.org's code of a shipping country: ISO 3166-1, so our 'UK' is 'GB'. */
const isoCountry = (code: string) => (code === 'UK' ? 'GB' : code);

/**
 * Free shipping to one destination group, with its handling time (production, and the cancellation window's day when
 * it holds an order back) and transit time in business days, Monday to Friday
 * (docs/product/after-the-sale.md#delivery-estimate).
 */
function offerShippingDetails(zone: DeliveryZone, rules: DeliveryRules) {
  const transit = rules.transitDays[zone];
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING_PRICE, currency: 'CHF' },
    shippingDestination: SHIPPING_COUNTRIES.filter((country) => deliveryZoneOf(country.code) === zone).map(
      (country) => ({ '@type': 'DefinedRegion', addressCountry: isoCountry(country.code) }),
    ),
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      businessDays: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      },
      handlingTime: {
        '@type': 'QuantitativeValue',
        minValue: rules.productionDays,
        maxValue: rules.productionDays + cancelWindowDays(rules.cancelWindowMinutes),
        unitCode: 'DAY',
      },
      transitTime: { '@type': 'QuantitativeValue', minValue: transit.min, maxValue: transit.max, unitCode: 'DAY' },
    },
  };
}

/**
 * The returns policy (docs/product/after-the-sale.md#returns): a print made to order is not returned, unless damaged
 * or misprinted, which costs the customer nothing.
 */
function merchantReturnPolicy(publicUrl: string) {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: SHIPPING_COUNTRIES.map((country) => isoCountry(country.code)),
    returnPolicyCountry: 'CH',
    returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    itemDefectReturnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: `${publicUrl}/returns`,
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
      ...firstPage.images
        .slice(0, CATALOGUE_PRELOADED_TILES)
        .map((poster) =>
          posterPreload(
            poster.pictures,
            poster.thumbnailUrl,
            `${poster.thumbnailUrl} 340w, ${poster.previewUrl} 849w`,
            POSTER_SIZES.tile,
          ),
        ),
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
      ...(first
        ? [
            posterPreload(
              first.pictures,
              first.thumbnailPath,
              `${first.thumbnailPath} 340w, ${first.previewPath} 849w`,
              POSTER_SIZES.feed,
            ),
          ]
        : []),
    ],
  };
}

/**
 * The preload of a poster's picture, the one the page's `<picture>` will pick (decision 039): its AVIF widths, which a
 * browser without AVIF skips (it then loads the WebP the page names); a poster whose pictures are not made yet preloads
 * the render's WebP as before.
 */
function posterPreload(
  pictures: PosterPictures | null,
  fallback: string,
  fallbackSrcset: string | undefined,
  sizes: string,
): NonNullable<PageHead['preloads']>[number] {
  if (pictures)
    return {
      href: fallback,
      as: 'image',
      type: 'image/avif',
      imagesrcset: pictures.avif,
      imagesizes: sizes,
      fetchpriority: 'high',
    };
  return fallbackSrcset
    ? { href: fallback, as: 'image', imagesrcset: fallbackSrcset, imagesizes: sizes, fetchpriority: 'high' }
    : { href: fallback, as: 'image', fetchpriority: 'high' };
}
