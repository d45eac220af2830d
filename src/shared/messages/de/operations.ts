import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'Ein gültiges Metrik-Token ist erforderlich (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Ungültiger Dateipfad.',
    notFound: 'Datei nicht gefunden.',
    rangeNotSatisfiable: 'Der angeforderte Bereich liegt ausserhalb der Datei.',
  },
  /** A production shop on the sandbox payments (a staging shop) says so on every page and in every mail (decision 024). */
  testMode: {
    ribbon: 'Testshop: Zahlungen sind simuliert, nichts wird belastet oder versandt.',
    mail: 'Diese Mail kommt aus einem Testshop: Es wurde nichts belastet, und nichts wird versandt.',
    subjectPrefix: '[TESTSHOP]',
  },
} satisfies Translation<'operations'>;
