/** Words of the operator's endpoints (metrics) and of the stored files (/storage/…). */
export default {
  metricsTokenRequired: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Invalid file path.',
    notFound: 'File not found.',
    rangeNotSatisfiable: 'The requested range is outside the file.',
  },
} as const;
