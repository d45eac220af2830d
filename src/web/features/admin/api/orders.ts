import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminCatalogueOrder,
  AdminCatalogueOrderItem,
  AdminOrder,
  AdminOrdersPage,
  AuditEntry,
  OrderStatus,
} from '../../../../shared/admin.ts';
import type { OrderAfterSale } from '../../../../shared/after-sale.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type OrderKind = 'standard' | 'catalogue';
export type OrdersFilter = {
  search: string;
  status: OrderStatus | 'all';
  /** Only orders the print lab flagged (decision 038). */
  needsAttention?: boolean;
  offset: number;
  limit: number;
};

export const listPath = (kind: OrderKind) =>
  kind === 'standard' ? '/api/admin/orders' : '/api/admin/catalogue-orders';

export function ordersUrl(kind: OrderKind, filter: OrdersFilter): string {
  const params = new URLSearchParams({ limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.search) params.set('search', filter.search);
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.needsAttention) params.set('needsAttention', 'true');
  return `${listPath(kind)}?${params}`;
}

/** GET /api/admin/orders and /api/admin/catalogue-orders: one page, searched and filtered on the server. */
export const ordersQuery = <Kind extends OrderKind>(kind: Kind, filter: OrdersFilter) =>
  queryOptions({
    queryKey: ['admin-orders', kind, filter],
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', ordersUrl(kind, filter), undefined, { signal });
      return (await response.json()) as AdminOrdersPage<Kind extends 'standard' ? AdminOrder : AdminCatalogueOrder>;
    },
    staleTime: 0,
    retry: false,
  });

export const useOrders = <Kind extends OrderKind>(kind: Kind, filter: OrdersFilter) =>
  useQuery({ ...ordersQuery(kind, filter), placeholderData: keepPreviousData });

export type StandardOrderDetail = { order: AdminOrder; audit: AuditEntry[]; afterSale: OrderAfterSale };
export type CatalogueOrderDetail = {
  order: AdminCatalogueOrder;
  items: AdminCatalogueOrderItem[];
  audit: AuditEntry[];
  afterSale: OrderAfterSale;
};

export const orderDetailQuery = (kind: OrderKind, id: number) =>
  queryOptions({
    queryKey: ['admin-order', kind, id],
    queryFn: async ({ signal }) => {
      const response = await apiRequest('GET', `${listPath(kind)}/${id}`, undefined, { signal });
      return (await response.json()) as StandardOrderDetail | CatalogueOrderDetail;
    },
    staleTime: 0,
    retry: false,
  });

/** PATCH /api/admin/orders/{id}/status and /api/admin/catalogue-orders/{id}/status (docs/product/admin.md#orders). */
export async function updateOrderStatus(
  kind: OrderKind,
  id: number,
  status: OrderStatus,
  shipment?: { carrier: string; trackingNumber: string },
): Promise<{ id: number; status: OrderStatus }> {
  const response = await apiRequest('PATCH', `${listPath(kind)}/${id}/status`, { status, ...shipment });
  return (await response.json()) as { id: number; status: OrderStatus };
}

/** Relative image paths become absolute URLs (docs/product/admin.md#orders). */
export const absoluteImageUrl = (path: string | null) => (path ? new URL(path, window.location.origin).href : null);
