import type { Translation } from '../../i18n/catalogue.ts';

export default {
  kicker: 'Pour les créateur·rice·s · Des redevances sur chaque tirage',
  heading: 'Faites de vos moments des tirages que l’on collectionne.',
  intro:
    'Créez une affiche à partir d’une photo ou d’un moment vidéo, publiez-la dans le catalogue et touchez une part à chaque tirage commandé.',
  heroVideoLabel: 'Un moment vidéo qui devient une affiche',
  benefitsHeading: 'Pourquoi créer avec nous',
  benefits: [
    {
      title: 'Sortez du doomscrolling',
      text: 'Échangez le défilement sans fin contre un moment qui compte : choisissez-le, choisissez un style et tenez enfin quelque chose de réel.',
    },
    {
      title: 'Votre histoire rapporte',
      text: 'Publiez une affiche et touchez une redevance sur chaque tirage vendu : de 16 % pour les éditions ouvertes jusqu’à 70 % pour les petites éditions limitées.',
    },
    {
      title: 'Rejoignez un mouvement',
      text: 'Vos tirages sont accrochés dans des cafés partenaires partout en Suisse, aux côtés des œuvres d’une communauté de créateur·rice·s qui grandit.',
    },
  ],
  stripHeading: 'Des moments que d’autres ont collectionnés',
  stripLabel: 'Affiches du catalogue',
  posterAlt: '{name} par {creator}',
  untitledPoster: 'Affiche',
  tryHeading: 'Essayez gratuitement',
  tryText:
    'Vos premières affiches sont offertes. Parcourez le fil Moments pour trouver des idées, puis créez la vôtre.',
  startCreating: 'Commencer à créer',
} satisfies Translation<'earn'>;
