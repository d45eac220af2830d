import { apiRequest } from '../../../lib/api-request.ts';
import { saveResponseAsFile } from '../../../lib/save-download.ts';

/** GET /api/admin/orders/export/csv: fetched (so a failure can be told), then saved. */
export async function exportOrdersCsv(): Promise<void> {
  const response = await apiRequest('GET', '/api/admin/orders/export/csv');
  await saveResponseAsFile(response, 'orders.csv');
}

/**
 * GET /api/admin/storage/download: the archive can be far larger than the browser's memory, so the browser
 * downloads it itself; the session is checked first so an expired one is told rather than saved as a file.
 */
export async function downloadObjectStorage(): Promise<void> {
  await apiRequest('GET', '/api/admin/session');
  const link = document.createElement('a');
  link.href = '/api/admin/storage/download';
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * GET /api/admin/orders/export/print-files: the print file of each line of the orders the list shows (its kind, search
 * and status), named by size and frame; downloaded by the browser itself, like the storage.
 */
export async function downloadPrintFiles(filter: {
  type: 'standard' | 'catalogue';
  search: string;
  status: string | null;
}): Promise<void> {
  await apiRequest('GET', '/api/admin/session');
  const query = new URLSearchParams({ type: filter.type });
  if (filter.search) query.set('search', filter.search);
  if (filter.status) query.set('status', filter.status);
  const link = document.createElement('a');
  link.href = `/api/admin/orders/export/print-files?${query}`;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
