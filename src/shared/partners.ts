/**
 * The partner cafés shown on the landing and partners pages (docs/product/community.md#partners-and-the-inquiry).
 * Logos are drawn by the project (src/web/public/media/partners); the links open the café on the map.
 */
export type Partner = { id: string; name: string; logo: string; link: string };

const mapLink = (query: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;

export const partners: Partner[] = [
  {
    id: 'lungolago',
    name: 'Caffè Lungolago',
    logo: '/media/partners/lungolago.svg',
    link: mapLink('Lungolago Lugano'),
  },
  {
    id: 'kornhaus',
    name: 'Kornhaus Kaffee',
    logo: '/media/partners/kornhaus.svg',
    link: mapLink('Kornhausplatz Bern'),
  },
  { id: 'limmat', name: 'Limmat Rösterei', logo: '/media/partners/limmat.svg', link: mapLink('Limmatquai Zürich') },
  {
    id: 'grand-pont',
    name: 'Café du Grand-Pont',
    logo: '/media/partners/grand-pont.svg',
    link: mapLink('Grand-Pont Lausanne'),
  },
  {
    id: 'rheinsprung',
    name: 'Rheinsprung Bar',
    logo: '/media/partners/rheinsprung.svg',
    link: mapLink('Rheinsprung Basel'),
  },
  {
    id: 'alpenblick',
    name: 'Alpenblick Stübli',
    logo: '/media/partners/alpenblick.svg',
    link: mapLink('Interlaken Höheweg'),
  },
  {
    id: 'plainpalais',
    name: 'Brûlerie Plainpalais',
    logo: '/media/partners/plainpalais.svg',
    link: mapLink('Plainpalais Genève'),
  },
];
