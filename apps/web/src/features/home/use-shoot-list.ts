// The home lists' server state: pages of 50 shoots with 'load more'.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@studio/shared/constants';
import type { TShootPage } from '@studio/shared/orders/contracts';
import { http } from '../../api/http-client.ts';
import { orderKeys } from '../shoots/order-query-keys.ts';

export type ShootListFilters = { dateFilter: number; overdue: boolean };

export function useShootList(filters: ShootListFilters) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      http.get<TShootPage>(
        '/api/orders',
        {
          dateFilter: filters.dateFilter,
          overdue: filters.overdue ? 'true' : 'false',
          page: pageParam,
          size: limits.pageSize,
        },
        { signal },
      ),
    initialPageParam: 1,
    placeholderData: keepPreviousData,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
