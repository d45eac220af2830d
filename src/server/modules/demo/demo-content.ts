import type { DemoScene } from './demo-scenes.ts';

/**
 * The demo shop: a handful of creators and the posters they "sold", with Swiss names and places. The style
 * of each poster is given by its position (every run of eight covers all eight styles), so any count from
 * eight up shows the whole range.
 */
export type DemoCreator = { username: string; email: string };

export type DemoPicture = DemoScene | 'alpine-lake' | 'lake-house';

export type DemoPoster = {
  creator: string;
  name: string;
  city: string;
  picture: DemoPicture;
  totalSupply: number;
  soldCount: number;
  /** CHF. */
  pricePerUnit: number;
  momentLink?: string;
};

export const DEMO_CREATORS: readonly DemoCreator[] = [
  { username: 'lena_alpen', email: 'lena.alpen@example.ch' },
  { username: 'marco_ticino', email: 'marco.ticino@example.ch' },
  { username: 'sophie_leman', email: 'sophie.leman@example.ch' },
  { username: 'jonas_bern', email: 'jonas.bern@example.ch' },
  { username: 'nina_engadin', email: 'nina.engadin@example.ch' },
  { username: 'luca_basel', email: 'luca.basel@example.ch' },
];

const standard = { totalSupply: 200, pricePerUnit: 30 } as const;

export const DEMO_POSTERS: readonly DemoPoster[] = [
  {
    creator: 'lena_alpen',
    name: 'Evening over Lake Brienz',
    city: 'Brienz',
    picture: 'alpine-lake',
    ...standard,
    soldCount: 37,
  },
  {
    creator: 'marco_ticino',
    name: 'Piazza by the Lake',
    city: 'Lugano',
    picture: 'lakeside-town',
    totalSupply: 50,
    soldCount: 46,
    pricePerUnit: 45,
  },
  {
    creator: 'sophie_leman',
    name: 'Two Coffees in Vevey',
    city: 'Vevey',
    picture: 'cafe-table',
    ...standard,
    soldCount: 12,
  },
  {
    creator: 'jonas_bern',
    name: 'Over the Grimsel Pass',
    city: 'Guttannen',
    picture: 'mountain-road',
    ...standard,
    soldCount: 5,
  },
  {
    creator: 'nina_engadin',
    name: 'Sails at Dusk',
    city: 'Ascona',
    picture: 'harbour',
    totalSupply: 100,
    soldCount: 72,
    pricePerUnit: 40,
  },
  {
    creator: 'luca_basel',
    name: 'The Red Roof House',
    city: 'Sempach',
    picture: 'lake-house',
    ...standard,
    soldCount: 0,
  },
  {
    creator: 'lena_alpen',
    name: 'Thun in the Morning',
    city: 'Thun',
    picture: 'lakeside-town',
    ...standard,
    soldCount: 21,
  },
  {
    creator: 'marco_ticino',
    name: 'Espresso, Via Nassa',
    city: 'Lugano',
    picture: 'cafe-table',
    totalSupply: 25,
    soldCount: 11,
    pricePerUnit: 60,
  },
  {
    creator: 'sophie_leman',
    name: 'Cully Waterfront',
    city: 'Cully',
    picture: 'lakeside-town',
    ...standard,
    soldCount: 8,
  },
  {
    creator: 'jonas_bern',
    name: 'Harbour of Rorschach',
    city: 'Rorschach',
    picture: 'harbour',
    ...standard,
    soldCount: 3,
  },
  {
    creator: 'nina_engadin',
    name: 'Road to Maloja',
    city: 'Maloja',
    picture: 'mountain-road',
    totalSupply: 50,
    soldCount: 19,
    pricePerUnit: 50,
  },
  {
    creator: 'luca_basel',
    name: 'Rhine Ferry Morning',
    city: 'Basel',
    picture: 'lakeside-town',
    ...standard,
    soldCount: 14,
    momentLink: 'https://www.basel.com/en',
  },
  {
    creator: 'lena_alpen',
    name: 'Cabin on the Shore',
    city: 'Iseltwald',
    picture: 'lake-house',
    ...standard,
    soldCount: 2,
  },
  {
    creator: 'marco_ticino',
    name: 'Boats at Morcote',
    city: 'Morcote',
    picture: 'harbour',
    ...standard,
    soldCount: 26,
  },
  {
    creator: 'sophie_leman',
    name: 'Sunday at the Café',
    city: 'Montreux',
    picture: 'cafe-table',
    totalSupply: 10,
    soldCount: 9,
    pricePerUnit: 80,
  },
  { creator: 'jonas_bern', name: 'Aare Bend', city: 'Bern', picture: 'alpine-lake', ...standard, soldCount: 31 },
  {
    creator: 'nina_engadin',
    name: 'Silvaplana Boathouse',
    city: 'Silvaplana',
    picture: 'lake-house',
    ...standard,
    soldCount: 17,
  },
  {
    creator: 'luca_basel',
    name: 'Up to the Jura',
    city: 'Liestal',
    picture: 'mountain-road',
    ...standard,
    soldCount: 1,
  },
  {
    creator: 'lena_alpen',
    name: 'Spiez Castle Bay',
    city: 'Spiez',
    picture: 'harbour',
    totalSupply: 75,
    soldCount: 40,
    pricePerUnit: 35,
  },
  { creator: 'marco_ticino', name: 'Gandria Landing', city: 'Gandria', picture: 'harbour', ...standard, soldCount: 9 },
  {
    creator: 'sophie_leman',
    name: 'Early Light over Nyon',
    city: 'Nyon',
    picture: 'alpine-lake',
    ...standard,
    soldCount: 6,
  },
  { creator: 'jonas_bern', name: 'Gurten Café', city: 'Bern', picture: 'cafe-table', ...standard, soldCount: 4 },
  {
    creator: 'nina_engadin',
    name: 'Bernina Switchbacks',
    city: 'Pontresina',
    picture: 'mountain-road',
    totalSupply: 30,
    soldCount: 27,
    pricePerUnit: 55,
  },
  { creator: 'luca_basel', name: 'Kleinbasel Harbour', city: 'Basel', picture: 'harbour', ...standard, soldCount: 11 },
  {
    creator: 'lena_alpen',
    name: 'Above Grindelwald',
    city: 'Grindelwald',
    picture: 'mountain-road',
    ...standard,
    soldCount: 44,
  },
  {
    creator: 'marco_ticino',
    name: 'Locarno Lights',
    city: 'Locarno',
    picture: 'alpine-lake',
    ...standard,
    soldCount: 15,
  },
  {
    creator: 'sophie_leman',
    name: 'Ouchy Promenade',
    city: 'Lausanne',
    picture: 'lakeside-town',
    totalSupply: 60,
    soldCount: 12,
    pricePerUnit: 42,
  },
  { creator: 'jonas_bern', name: 'The Boathouse', city: 'Murten', picture: 'lake-house', ...standard, soldCount: 7 },
  {
    creator: 'nina_engadin',
    name: 'Hot Chocolate, Sils',
    city: 'Sils Maria',
    picture: 'cafe-table',
    ...standard,
    soldCount: 10,
  },
  {
    creator: 'luca_basel',
    name: 'Rapperswil Waterfront',
    city: 'Rapperswil',
    picture: 'lakeside-town',
    ...standard,
    soldCount: 22,
  },
];
