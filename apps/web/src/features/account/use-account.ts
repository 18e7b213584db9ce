// Server state of the account screens. The account itself lives in the session: every change
// reloads it, so the layout and the pages read one copy.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TChangePasswordRequest,
  TRequestChangeEmailRequest,
  TUpdateAccountRequest,
  ZLogin,
  TAccount,
} from '@studio/shared/account/contracts';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import type { TSocialProvider } from '@studio/shared/auth/social-contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { socialSignInRequest } from '../auth/social-sign-in.ts';

export type TLogin = z.infer<typeof ZLogin>;

export const accountKeys = {
  all: ['account'] as const,
  logins: ['account', 'logins'] as const,
};

/** After any account change: the session's copy and every account query are refreshed. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  const session = useSession();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      session.reload(),
    ]);
  };
}

export function useLogins() {
  return useQuery({
    queryKey: accountKeys.logins,
    queryFn: ({ signal }) => http.get<TLogin[]>('/api/account/logins', undefined, { signal }),
  });
}

export function useRemoveLogin() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (login: TLogin) =>
      http.delete<TLogin[]>('/api/account/logins', {
        provider: login.provider,
        providerKey: login.providerKey,
      }),
    onSuccess: async (logins) => {
      queryClient.setQueryData(accountKeys.logins, logins);
      await refresh();
    },
  });
}

/** Connects the Google or Facebook account the provider just vouched for (/social/:provider). */
export function useConnectLogin() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: ({ provider, credential }: { provider: TSocialProvider; credential: string }) =>
      http.post<TAccount>(`/auth/connect/${provider}`, socialSignInRequest(provider, credential)),
    onSuccess: refresh,
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => http.post<TMessageResponse>('/api/account/resend-confirmation-email'),
  });
}

export function useRequestChangeEmail() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TRequestChangeEmailRequest) =>
      http.post<TMessageResponse>('/api/account/request-change-email', body),
    onSuccess: refresh,
  });
}

export function useUpdateAccount() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TUpdateAccountRequest) => http.post<TAccount>('/api/account', body),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      http.put<TMessageResponse>('/api/account/password', body),
    onSuccess: refresh,
  });
}
