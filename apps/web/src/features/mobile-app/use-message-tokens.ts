// Queries and changes of this member's devices (/api/message-tokens).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageTokenList, TTestPushResult } from '@studio/shared/message-tokens/contracts';
import { http } from '../../api/http-client.ts';
import { enableOnThisDevice, forgetThisDevice } from './push-device.ts';

export const messageTokenKeys = { all: ['message-tokens'] as const };

export function useMessageTokens() {
  return useQuery({
    queryKey: messageTokenKeys.all,
    queryFn: ({ signal }) =>
      http.get<TMessageTokenList>('/api/message-tokens', undefined, { signal }),
  });
}

export function useEnableThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableOnThisDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageTokenKeys.all }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await http.delete<void>(`/api/message-tokens/${id}`);
      forgetThisDevice(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageTokenKeys.all }),
  });
}

export function useSendTestNotification() {
  return useMutation({
    mutationFn: () => http.post<TTestPushResult>('/api/message-tokens/test'),
  });
}
