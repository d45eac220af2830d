import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'È richiesto un token di metriche valido (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Percorso del file non valido.',
    notFound: 'File non trovato.',
    rangeNotSatisfiable: 'L’intervallo richiesto è al di fuori del file.',
  },
  /** A production shop on the sandbox payments (a staging shop) says so on every page and in every mail (decision 024). */
  testMode: {
    ribbon: 'Negozio di prova: i pagamenti sono simulati, non viene addebitato né spedito nulla.',
    mail: 'Questa e-mail proviene da un negozio di prova: non è stato addebitato nulla e non verrà spedito nulla.',
    subjectPrefix: '[NEGOZIO DI PROVA]',
  },
} satisfies Translation<'operations'>;
