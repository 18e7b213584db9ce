// Queries and changes of the photographer's coupons (/api/coupons).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCoupon, TCouponPage, TSaveCouponRequest } from '@studio/shared/coupons/requests';
import { http } from '../../api/http-client.ts';

export type CouponListFilters = { page: number; size: number; search: string };

export const couponKeys = {
  all: ['coupons'] as const,
  list: (filters: CouponListFilters) => [...couponKeys.all, 'list', filters] as const,
};

export function useCoupons(filters: CouponListFilters) {
  return useQuery({
    queryKey: couponKeys.list(filters),
    queryFn: ({ signal }) =>
      http.get<TCouponPage>(
        '/api/coupons',
        {
          page: filters.page,
          size: filters.size,
          ...(filters.search && { search: filters.search }),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Creates when no id is given, else replaces the coupon's terms. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveCouponRequest }) =>
      id ? http.put<TCoupon>(`/api/coupons/${id}`, body) : http.post<TCoupon>('/api/coupons', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/api/coupons/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
