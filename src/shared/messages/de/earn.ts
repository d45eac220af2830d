import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Für Kreative · Lizenzgebühren auf jeden Druck',
  heading: 'Mach aus deinen Momenten Drucke, die andere sammeln.',
  intro:
    'Gestalte ein Poster aus einem Foto oder einem Videomoment, veröffentliche es im Katalog und verdiene jedes Mal, wenn jemand einen Druck bestellt.',
  heroVideoLabel: 'Ein Videomoment wird zum Poster',
  benefitsHeading: 'Warum mit uns gestalten',
  benefits: [
    {
      title: 'Raus aus dem Doomscrolling',
      text: 'Tausche endloses Scrollen gegen einen Moment, der zählt: Wähl ihn aus, such dir einen Stil aus und halte etwas Echtes in den Händen.',
    },
    {
      title: 'Deine Geschichte zahlt sich aus',
      text: 'Veröffentliche ein Poster und verdiene an jedem verkauften Druck: von 16 % bei offenen Auflagen bis 70 % bei kleinen limitierten.',
    },
    {
      title: 'Werde Teil einer Bewegung',
      text: 'Deine Drucke hängen in Partner-Cafés in der ganzen Schweiz, neben Werken einer wachsenden Community von Kreativen.',
    },
  ],
  stripHeading: 'Momente, die andere gesammelt haben',
  stripLabel: 'Poster aus dem Katalog',
  posterAlt: '{name} von {creator}',
  untitledPoster: 'Poster',
  tryHeading: 'Gratis ausprobieren',
  tryText: 'Deine ersten Poster gehen auf uns. Hol dir Ideen im Moments-Feed und gestalte dann dein eigenes.',
  startCreating: 'Jetzt gestalten',
} satisfies Translation<'earn'>;
