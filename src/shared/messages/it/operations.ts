import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'È richiesto un token di metriche valido (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Percorso del file non valido.',
    notFound: 'File non trovato.',
    rangeNotSatisfiable: 'L’intervallo richiesto è al di fuori del file.',
  },
} satisfies Translation<'operations'>;
