import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSignInResult } from '../../../../shared/admin.ts';
import { apiRequest, ApiError } from '../../../lib/api-request.ts';

/**
 * The admin session (docs/product/admin.md#admin-accounts-and-sign-in): pages check it on load; a 401 leads to
 * /admin/login.
 */
export const adminSessionQuery = queryOptions({
  queryKey: ['/api/admin/session'],
  queryFn: async ({ signal }) => {
    const response = await apiRequest('GET', '/api/admin/session', undefined, { signal });
    return (await response.json()) as
      { authenticated: true; username: string } | { authenticated: false; username: null };
  },
  staleTime: 60_000,
  retry: false,
});

export const useAdminSession = () => useQuery(adminSessionQuery);

export type AdminLoginInput = { username: string; password: string; code?: string; recoveryCode?: string };

/**
 * POST /api/admin/login (docs/product/admin.md#admin-accounts-and-sign-in): the password, then the second step the
 * answer asks for
 * (a code, or the enrolment); signed in, it sets the admin cookie.
 */
export async function adminLogin(input: AdminLoginInput): Promise<AdminSignInResult> {
  const response = await apiRequest('POST', '/api/admin/login', input);
  return (await response.json()) as AdminSignInResult;
}

/** POST /api/admin/logout. */
export async function adminLogout(): Promise<void> {
  await apiRequest('POST', '/api/admin/logout');
}

/** True when a failed admin call means "not signed in as admin". */
export const isUnauthorised = (error: unknown) => ApiError.of(error).status === 401;
