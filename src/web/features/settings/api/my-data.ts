import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionPreview, DeletionResult } from '../../../../shared/privacy.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/** GET /api/account/export: the user's data as one JSON file, saved under the server's file name. */
export async function downloadMyData(): Promise<void> {
  const response = await apiRequest('GET', '/api/account/export');
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const deletionPreviewQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/deletion'] as const,
    queryFn: async ({ signal }) => (await (await apiRequest('GET', '/api/account/deletion', undefined, { signal })).json()) as DeletionPreview,
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
