/** Words of the operator's endpoints (metrics) and of the stored files (/storage/…). */
export default {
  metricsTokenRequired: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
  storage: {
    invalidPath: 'Invalid file path.',
    notFound: 'File not found.',
    rangeNotSatisfiable: 'The requested range is outside the file.',
  },
  /** A production shop on the sandbox payments (a staging shop) says so on every page and in every mail (decision 024). */
  testMode: {
    ribbon: 'Test shop: payments are simulated, nothing is charged or shipped.',
    mail: 'This mail comes from a test shop: nothing was charged and nothing will be shipped.',
    subjectPrefix: '[TEST SHOP]',
  },
} as const;
