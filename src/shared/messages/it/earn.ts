import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Per i creator · Royalty su ogni stampa',
  heading: 'Trasforma i tuoi momenti in stampe da collezione.',
  intro:
    'Crea un poster da una foto o da un momento di un video, pubblicalo nel catalogo e guadagna ogni volta che qualcuno ordina una stampa.',
  heroVideoLabel: 'Un momento di un video che diventa un poster',
  benefitsHeading: 'Perché creare con noi',
  benefits: [
    {
      title: 'Esci dal doomscrolling',
      text: 'Scambia lo scorrimento infinito con un momento che conta: sceglilo, scegli uno stile e tieni in mano qualcosa di vero.',
    },
    {
      title: 'La tua storia rende',
      text: 'Pubblica un poster e ricevi una royalty su ogni stampa venduta: dal 16% sulle edizioni aperte fino al 70% su quelle piccole e limitate.',
    },
    {
      title: 'Unisciti a un movimento',
      text: 'Le tue stampe sono appese nei caffè partner di tutta la Svizzera, accanto alle opere di una community di creator che continua a crescere.',
    },
  ],
  stripHeading: 'Momenti che altri hanno collezionato',
  stripLabel: 'Poster dal catalogo',
  posterAlt: '{name} di {creator}',
  untitledPoster: 'Poster senza titolo',
  tryHeading: 'Prova gratuitamente',
  tryText: 'I tuoi primi poster te li offriamo noi. Sfoglia il feed Moments per trovare idee, poi crea il tuo.',
  startCreating: 'Inizia a creare',
} satisfies Translation<'earn'>;
