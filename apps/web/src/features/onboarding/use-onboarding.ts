// Server state of a new business's start: the home checklist's progress and the demo data (the
// DEMO_DATA option names the demo rows, so every list can tag them without asking the server).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEMO_DATA,
  ZDemoDataValue,
  type TDemoDataValue,
  type TOption,
  type TSetupProgress,
} from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';

export const onboardingKeys = {
  demoData: ['options', DEMO_DATA] as const,
  progress: ['setup-progress'] as const,
};

/** The demo-data record, or null when no demo data is loaded. */
export function useDemoData() {
  return useQuery({
    queryKey: onboardingKeys.demoData,
    queryFn: ({ signal }) => http.get<TOption>('/api/options/data-demo', undefined, { signal }),
    // Changed only by loading or removing demo data, which refresh it.
    staleTime: Infinity,
    select: (option): TDemoDataValue | null => {
      const parsed = ZDemoDataValue.safeParse(option.value);
      return parsed.success ? parsed.data : null;
    },
  });
}

/** Whether the row (a service, contact, shoot or inquiry id) is demo data. */
export function useIsDemo(): (id: string) => boolean {
  const { data } = useDemoData();
  if (!data) return () => false;
  const ids = new Set([
    ...data.serviceIds,
    ...data.customerIds,
    ...data.orderIds,
    ...data.inquiryIds,
  ]);
  return (id) => ids.has(id);
}

export function useSetupProgress(isEnabled = true) {
  return useQuery({
    queryKey: onboardingKeys.progress,
    queryFn: ({ signal }) =>
      http.get<TSetupProgress>('/api/businesses/setup-progress', undefined, { signal }),
    enabled: isEnabled,
    // Asked afresh each time the home opens: the owner comes back from doing a step elsewhere.
    staleTime: 0,
  });
}

/**
 * Loading or removing demo data changes services, contacts, shoots, inquiries and counts: every
 * cached list is refetched.
 */
function useDemoMutation(run: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useLoadDemoData() {
  return useDemoMutation(() => http.post<TOption>('/api/services/demo-data', {}));
}

export function useRemoveDemoData() {
  return useDemoMutation(() => http.delete('/api/services/demo-data'));
}
