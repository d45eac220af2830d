import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';

/** POST /api/orders/links: mails links to the orders of an address (the answer is the same either way). */
export async function requestOrderLinks(email: string): Promise<{ message: string }> {
  const response = await apiRequest('POST', '/api/orders/links', { email });
  return (await response.json()) as { message: string };
}

export function useRequestOrderLinks() {
  return useMutation({ mutationFn: requestOrderLinks });
}
