// Server state of the business's booking limits (/api/options/booking-availability).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_AVAILABILITY,
  type TBookingAvailability,
  type TBookingAvailabilityRequest,
} from '@studio/shared/booking/settings';
import { http } from '../../api/http-client.ts';

const key = ['booking-settings', BOOKING_AVAILABILITY] as const;
const path = `/api/options/${BOOKING_AVAILABILITY}`;

export function useBookingSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => http.get<TBookingAvailability>(path, undefined, { signal }),
  });
}

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBookingAvailabilityRequest) => http.post<TBookingAvailability>(path, body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
