import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminCataloguePoster, AuditEntry, PendingPoster } from '../../../../shared/admin.ts';
import { REVIEW_PAGE_SIZE } from '../../../../shared/admin.ts';
import { CATALOGUE_PAGE_SIZE } from '../../../../shared/catalogue-limits.ts';
import type { Pagination } from '../../../../shared/catalogue.ts';
import { apiRequest } from '../../../lib/api-request.ts';

type Page<Item> = { images: Item[]; pagination: Pagination };
const nextOffset = (last: Page<unknown>) =>
  last.pagination.hasMore ? last.pagination.offset + last.images.length : undefined;

/** GET /api/admin/catalogue (same parameters and shape as /api/public-images, removed posters included). */
export const adminCatalogueQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['admin-catalogue', search],
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(CATALOGUE_PAGE_SIZE), offset: String(pageParam) });
      if (search) params.set('search', search);
      const response = await apiRequest('GET', `/api/admin/catalogue?${params}`, undefined, { signal });
      return (await response.json()) as Page<AdminCataloguePoster>;
    },
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 0,
    retry: false,
  });

export const useAdminCatalogue = (search: string) => useInfiniteQuery(adminCatalogueQuery(search));

/** GET /api/admin/pending-review?limit=20&offset={n} (docs/product/admin.md#review-queue). */
export const pendingReviewQuery = infiniteQueryOptions({
  queryKey: ['admin-pending-review'],
  queryFn: async ({ pageParam, signal }) => {
    const response = await apiRequest(
      'GET',
      `/api/admin/pending-review?limit=${REVIEW_PAGE_SIZE}&offset=${pageParam}`,
      undefined,
      { signal },
    );
    return (await response.json()) as Page<PendingPoster>;
  },
  initialPageParam: 0,
  getNextPageParam: nextOffset,
  staleTime: 0,
  retry: false,
});

export const usePendingReview = () => useInfiniteQuery(pendingReviewQuery);

export async function setPosterVisibility(
  id: number,
  isPublic: boolean,
): Promise<{ isPublic: boolean; message: string }> {
  const response = await apiRequest('PATCH', `/api/admin/images/${id}/visibility`, { isPublic });
  return (await response.json()) as { isPublic: boolean; message: string };
}

export async function setSoldCount(
  id: number,
  soldCount: number,
): Promise<{ editionNumber: number; soldCount: number; totalSupply: number }> {
  const response = await apiRequest('PATCH', `/api/admin/images/${id}/edition`, { soldCount });
  return (await response.json()) as { editionNumber: number; soldCount: number; totalSupply: number };
}

/** PATCH …/approve, or …/reject with the reviewer's note to the creator (none when empty). */
export async function reviewPoster(id: number, decision: 'approve' | 'reject', reason = ''): Promise<void> {
  await apiRequest(
    'PATCH',
    `/api/admin/images/${id}/${decision}`,
    decision === 'reject' && reason ? { reason } : undefined,
  );
}

export const posterAuditQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-poster-audit', id],
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', `/api/admin/images/${id}/audit`, undefined, { signal });
      return ((await response.json()) as { entries: AuditEntry[] }).entries;
    },
    staleTime: 0,
    retry: false,
  });

export const usePosterAudit = (id: number, enabled: boolean) => useQuery({ ...posterAuditQuery(id), enabled });
