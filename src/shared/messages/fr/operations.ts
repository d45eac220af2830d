import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'Un jeton de métriques valable est requis (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Chemin de fichier non valable.',
    notFound: 'Fichier introuvable.',
    rangeNotSatisfiable: 'La plage demandée se trouve hors du fichier.',
  },
  /** A production shop on the sandbox payments (a staging shop) says so on every page and in every mail (decision 024). */
  testMode: {
    ribbon: 'Boutique de test : les paiements sont simulés, rien n’est débité ni expédié.',
    mail: 'Ce message vient d’une boutique de test : rien n’a été débité et rien ne sera expédié.',
    subjectPrefix: '[BOUTIQUE DE TEST]',
  },
} satisfies Translation<'operations'>;
