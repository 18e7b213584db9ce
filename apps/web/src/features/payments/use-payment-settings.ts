// Queries and saves of the payment setup options (/api/options/payment-*), and the currency,
// which is a business profile field.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusiness } from '@studio/shared/business/contracts';
import {
  PAYMENT_REMINDER,
  PAYMENT_SCHEDULES,
  PAYMENT_SETUP,
  type TPaymentReminder,
  type TPaymentReminderRequest,
  type TPaymentSchedules,
  type TPaymentSetup,
  type TPaymentSetupRequest,
} from '@studio/shared/payments/requests';
import type { TPaymentScheduleRequest } from '@studio/shared/services/requests';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';

export const paymentKeys = {
  all: ['payment-settings'] as const,
  setup: () => [...paymentKeys.all, PAYMENT_SETUP] as const,
  schedules: () => [...paymentKeys.all, PAYMENT_SCHEDULES] as const,
  reminder: () => [...paymentKeys.all, PAYMENT_REMINDER] as const,
};

const path = (name: string) => `/api/options/${name}`;

export function usePaymentSetup() {
  return useQuery({
    queryKey: paymentKeys.setup(),
    queryFn: ({ signal }) => http.get<TPaymentSetup>(path(PAYMENT_SETUP), undefined, { signal }),
  });
}

export function useDefaultPaymentSchedule() {
  return useQuery({
    queryKey: paymentKeys.schedules(),
    queryFn: ({ signal }) =>
      http.get<TPaymentSchedules>(path(PAYMENT_SCHEDULES), undefined, { signal }),
  });
}

export function usePaymentReminder() {
  return useQuery({
    queryKey: paymentKeys.reminder(),
    queryFn: ({ signal }) =>
      http.get<TPaymentReminder>(path(PAYMENT_REMINDER), undefined, { signal }),
  });
}

export function useSavePaymentSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentSetupRequest) => http.post<TPaymentSetup>(path(PAYMENT_SETUP), body),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.setup(), saved),
  });
}

export function useSaveDefaultPaymentSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentScheduleRequest) =>
      http.post<TPaymentSchedules>(path(PAYMENT_SCHEDULES), body),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.schedules(), saved),
  });
}

export function useSavePaymentReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentReminderRequest) =>
      http.post<TPaymentReminder>(path(PAYMENT_REMINDER), body),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.reminder(), saved),
  });
}

/** The currency lives on the business profile; the session is reloaded so money shows in it. */
export function useSaveCurrency() {
  const { business, reload } = useSession();
  return useMutation({
    mutationFn: (currency: string) =>
      http.put<TBusiness>(`/api/businesses/${business?.id ?? ''}/currency`, { value: currency }),
    onSuccess: () => reload(),
  });
}
