import type { Translation } from '../../i18n/catalogue.ts';

export default {
  roomInvalid: 'Scegli una stanza: soggiorno, corridoio o caffè.',
  heading: 'Sulla tua parete',
  roomLabel: 'Stanza',
  rooms: {
    'living-room': 'Soggiorno',
    hallway: 'Corridoio',
    cafe: 'Caffè',
  },
  alts: {
    'living-room': '{poster}, {format}, sopra un divano in soggiorno, in scala reale',
    hallway: '{poster}, {format}, sopra una consolle in un corridoio, in scala reale',
    cafe: '{poster}, {format}, sopra una panca sulla parete di un caffè, in scala reale',
  },
  namedPoster: '«{name}»',
  thisPoster: 'Questo poster',
  yourPoster: 'Il tuo poster',
  scales: {
    'living-room': 'In scala: il divano è largo 2,2 m.',
    hallway: 'In scala: la consolle è larga 1 m.',
    cafe: 'In scala: ogni tavolino ha un diametro di 60 cm.',
  },
  busy: 'Si stanno disegnando molte viste in questo momento. Riprova tra un istante.',
  failed: 'Non è stato possibile disegnare questa vista. Prova un’altra stanza o riprova tra un momento.',
} satisfies Translation<'walls'>;
