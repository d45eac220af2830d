/** Words of the operator's endpoints (metrics, backups). */
export const operationsMessages = {
  metricsTokenRequired: 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).',
  backupTokenRequired: 'A valid backup token is required.',
  backupFailed: 'The backup could not be written.',
} as const;
