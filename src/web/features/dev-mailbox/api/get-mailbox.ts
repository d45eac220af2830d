import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** One mail of the outbox as GET /api/dev/mailbox lists it. */
export type OutboxMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

export const mailboxPath = '/api/dev/mailbox';
export const MAILBOX_REFRESH_MS = 3000;

/** GET /api/dev/mailbox: the outbox, newest first. Answers only outside production. */
export async function getMailbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  const response = await apiRequest('GET', mailboxPath, undefined, { signal });
  const body = (await response.json()) as { mails?: OutboxMail[] };
  return body.mails ?? [];
}

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: [mailboxPath] as const,
    queryFn: ({ signal }) => getMailbox(signal),
    staleTime: 0,
    refetchInterval: MAILBOX_REFRESH_MS,
  });

/** The outbox, asked for again every 3 seconds while the page is open. */
export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
