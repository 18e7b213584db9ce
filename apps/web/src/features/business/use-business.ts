// Server state of the business profile. The business itself lives in the session: every change
// reloads it, so the sidebar, the top bar and this page show one copy.
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type { TBusiness, TUpdateBusinessProfileRequest } from '@studio/shared/business/contracts';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';

export const businessKeys = { all: ['business'] as const };

function useRefreshBusiness() {
  const queryClient = useQueryClient();
  const session = useSession();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: businessKeys.all }),
      session.reload(),
    ]);
  };
}

/** The business the owner acts in; every call below needs it. */
function useBusinessId(): string {
  const { business } = useSession();
  if (!business) throw new Error('The business profile needs a signed-in business');
  return business.id;
}

/**
 * Saving reloads the session, and the page's form starts afresh with the saved values: the
 * toast belongs to the mutation, since the form that asked is gone by the time it succeeds.
 */
export function useUpdateBusinessProfile() {
  const businessId = useBusinessId();
  const refresh = useRefreshBusiness();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (body: TUpdateBusinessProfileRequest) =>
      http.put<TBusiness>(`/api/businesses/${businessId}/profile`, body),
    onSuccess: async () => {
      await refresh();
      message.success(messages.saved);
    },
  });
}

export function useRequestBusinessEmailChange() {
  const businessId = useBusinessId();
  const refresh = useRefreshBusiness();
  return useMutation({
    mutationFn: (body: { email: string }) =>
      http.post<TMessageResponse>(`/api/businesses/${businessId}/request-change-email`, body),
    onSuccess: refresh,
  });
}

export function useUploadLogo() {
  const refresh = useRefreshBusiness();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<TBusiness>('/api/options/logo', body);
    },
    onSuccess: refresh,
  });
}

export function useRemoveLogo() {
  const refresh = useRefreshBusiness();
  return useMutation({
    mutationFn: () => http.delete<TBusiness>('/api/options/logo'),
    onSuccess: refresh,
  });
}
