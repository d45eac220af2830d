import type { Translation } from '../../i18n/catalogue.ts';

export default {
  metricsTokenRequired: 'Ein gültiges Metrik-Token ist erforderlich (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Ungültiger Dateipfad.',
    notFound: 'Datei nicht gefunden.',
    rangeNotSatisfiable: 'Der angeforderte Bereich liegt ausserhalb der Datei.',
  },
} satisfies Translation<'operations'>;
