// Server state of the shoot page: the order aggregate, its activity log, the lists its pickers
// choose from, and one mutation hook for every change. Every change answers the whole order: it
// goes straight into the detail cache; the log and the home lists refetch. Contracts have their
// own: detail-contracts-api.ts.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type { TActivity, TOrder } from '@studio/shared/orders/contracts';
import type { TOrderAddonOption, TOrderPackageOption } from '@studio/shared/orders/money-contracts';
import type { TServiceDate } from '@studio/shared/scheduling/contracts';
import type { TConflictShootsResponse } from '@studio/shared/scheduling/requests';
import { http } from '../../api/http-client.ts';
import { orderKeys } from './order-query-keys.ts';

export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => http.get<TOrder>(`/api/orders/${id}`, undefined, { signal }),
  });
}

export function useOrderActivities(id: string) {
  return useQuery({
    queryKey: orderKeys.activities(id),
    queryFn: ({ signal }) =>
      http.get<TActivity[]>(`/api/orders/${id}/activities`, undefined, { signal }),
  });
}

/** The service's dates and slots, for moving a mini session booking (asked when the picker opens). */
export function useServiceDates(serviceId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ['services', 'service-dates', serviceId],
    queryFn: ({ signal }) =>
      http.get<TServiceDate[]>(`/api/services/${serviceId}/service-dates`, undefined, { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function usePackageOptions(order: TOrder, isEnabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(order.orderId), 'packages'],
    queryFn: ({ signal }) =>
      http.get<TOrderPackageOption[]>(
        `/api/packages/services/${order.serviceId}/orders/${order.orderId}`,
        undefined,
        { signal },
      ),
    enabled: isEnabled,
  });
}

export function useAddonOptions(order: TOrder, isEnabled: boolean) {
  return useQuery({
    queryKey: [...orderKeys.detail(order.orderId), 'addons'],
    queryFn: ({ signal }) =>
      http.get<TOrderAddonOption[]>(
        `/api/addons/services/${order.serviceId}/orders/${order.orderId}`,
        undefined,
        { signal },
      ),
    enabled: isEnabled,
  });
}

export function fetchShootConflicts(
  serviceId: string,
  query: { startTime: string; endTime: string; excludeSlotId?: string },
): Promise<TConflictShootsResponse> {
  return http.get<TConflictShootsResponse>(
    `/api/services/${serviceId}/shoot-time/conflict-shoots`,
    query,
  );
}

/**
 * One change of the shoot: `send` makes the request and answers the new order. On success the
 * order goes into the cache, the log and the lists refetch, and `text` is toasted.
 */
export function useOrderChange<Variables>(
  orderId: string,
  send: (variables: Variables) => Promise<TOrder>,
  text: string = messages.saved,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: send,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      message.success(text);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.activities(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        // What the pickers offer depends on the order (its package, its add-ons).
        queryClient.invalidateQueries({
          queryKey: orderKeys.detail(orderId),
          predicate: (query) => query.queryKey.length > orderKeys.detail(orderId).length,
        }),
      ]);
    },
  });
}

export const orderPath = (orderId: string) => `/api/orders/${orderId}`;
