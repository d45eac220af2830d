import type { Translation } from '../../i18n/catalogue.ts';

export default {
  roomInvalid: 'Wähle einen Raum: Wohnzimmer, Flur oder Café.',
  heading: 'An deiner Wand',
  roomLabel: 'Raum',
  rooms: {
    'living-room': 'Wohnzimmer',
    hallway: 'Flur',
    cafe: 'Café',
  },
  alts: {
    'living-room': '{poster}, {format}, über einem Sofa im Wohnzimmer, in wahrer Grösse',
    hallway: '{poster}, {format}, über einer Konsole im Flur, in wahrer Grösse',
    cafe: '{poster}, {format}, über einer Sitzbank an einer Café-Wand, in wahrer Grösse',
  },
  namedPoster: '«{name}»',
  thisPoster: 'Dieses Poster',
  yourPoster: 'Dein Poster',
  scales: {
    'living-room': 'Massstabsgetreu: Das Sofa ist 2,2 m breit.',
    hallway: 'Massstabsgetreu: Die Konsole ist 1 m breit.',
    cafe: 'Massstabsgetreu: Jeder Tisch misst 60 cm.',
  },
  busy: 'Gerade werden viele Raumansichten gezeichnet. Bitte versuche es gleich nochmals.',
  failed: 'Diese Ansicht liess sich gerade nicht zeichnen. Wähle einen anderen Raum oder versuche es gleich nochmals.',
} satisfies Translation<'walls'>;
