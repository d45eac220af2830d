import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'Un jeton de métriques valable est requis (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Chemin de fichier non valable.',
    notFound: 'Fichier introuvable.',
    rangeNotSatisfiable: 'La plage demandée se trouve hors du fichier.',
  },
} satisfies Translation<'operations'>;
