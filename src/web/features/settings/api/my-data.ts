import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionPreview, DeletionResult } from '../../../../shared/privacy.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { saveResponseAsFile } from '../../../lib/save-download.ts';

/** GET /api/account/export: the user's data as one JSON file, saved under the server's file name. */
export async function downloadMyData(): Promise<void> {
  const response = await apiRequest('GET', '/api/account/export');
  await saveResponseAsFile(response, 'my-data.json');
}

export const deletionPreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/deletion'] as const,
    queryFn: async ({ signal }) =>
      (await (await apiRequest('GET', '/api/account/deletion', undefined, { signal })).json()) as DeletionPreview,
    staleTime: 0,
  });

export function useDeletionPreview(enabled: boolean) {
  return useQuery({ ...deletionPreviewQueryOptions(), enabled });
}

/** POST /api/account/deletion/start: the password again; the server mails a code to the account. */
export async function startDeletion(password: string): Promise<{ email: string }> {
  return (await (await apiRequest('POST', '/api/account/deletion/start', { password })).json()) as { email: string };
}

/** POST /api/account/deletion/confirm: the mailed code; the account is deleted and signed out. */
export async function confirmDeletion(code: string): Promise<DeletionResult> {
  return (await (await apiRequest('POST', '/api/account/deletion/confirm', { code })).json()) as DeletionResult;
}
