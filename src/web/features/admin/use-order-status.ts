import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderStatus } from '../../../shared/admin.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-request.ts';
import { updateOrderStatus } from './api/orders.ts';
import type { OrderKind } from './api/orders.ts';

/** Changes an order's status from the table or the dialog, then refreshes both; a 401 goes to the login. */
export function useOrderStatus(kind: OrderKind) {
  const m = useMessages('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({
      id,
      status,
      shipment,
    }: {
      id: number;
      status: OrderStatus;
      confirmationId: string;
      shipment?: { carrier: string; trackingNumber: string };
    }) => updateOrderStatus(kind, id, status, shipment),
    onSuccess: async (result, { confirmationId }) => {
      toast({
        title: m.statusUpdated,
        description: m.statusUpdatedText({ confirmationId, status: m.statusLabels[result.status] }),
        duration: 3000,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-orders', kind] }),
        queryClient.invalidateQueries({ queryKey: ['admin-order', kind, result.id] }),
      ]);
    },
    onError: (error) => {
      if (ApiError.of(error).status === 401) {
        void navigate('/admin/login');
        return;
      }
      toast({
        title: m.updateFailed,
        description: ApiError.of(error).serverMessage ?? m.failedToUpdateStatus,
        variant: 'destructive',
      });
    },
  });
}
