export const storageMessages = {
  invalidPath: 'Invalid file path.',
  notFound: 'File not found.',
  rangeNotSatisfiable: 'The requested range is outside the file.',
} as const;
