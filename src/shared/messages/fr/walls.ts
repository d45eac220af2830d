import type { Translation } from '../../i18n/catalogue.ts';

export default {
  roomInvalid: 'Choisissez une pièce : salon, couloir ou café.',
  heading: 'Sur votre mur',
  roomLabel: 'Pièce',
  rooms: {
    'living-room': 'Salon',
    hallway: 'Couloir',
    cafe: 'Café',
  },
  alts: {
    'living-room': '{poster}, {format}, au-dessus d’un canapé dans un salon, en taille réelle',
    hallway: '{poster}, {format}, au-dessus d’une console dans un couloir, en taille réelle',
    cafe: '{poster}, {format}, au-dessus d’une banquette sur un mur de café, en taille réelle',
  },
  namedPoster: '« {name} »',
  thisPoster: 'Ce poster',
  yourPoster: 'Votre poster',
  scales: {
    'living-room': 'À l’échelle : le canapé mesure 2,2 m de large.',
    hallway: 'À l’échelle : la console mesure 1 m de large.',
    cafe: 'À l’échelle : chaque table mesure 60 cm de diamètre.',
  },
  busy: 'Beaucoup de vues sont en cours de dessin. Réessayez dans un instant.',
  failed: 'Cette vue n’a pas pu être dessinée. Essayez une autre pièce ou réessayez dans un instant.',
} satisfies Translation<'walls'>;
