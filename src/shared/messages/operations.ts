/** Words of the operator's endpoints (metrics). */
export const operationsMessages = {
  metricsTokenRequired: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
} as const;
