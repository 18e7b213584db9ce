// Server state of the photographer's side of signing: whether contracts are countersigned, and the
// signature adopted for it.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COUNTERSIGN_CONTRACTS, type TAdoptedSignature } from '@studio/shared/contracts/contracts';
import type { TAdoptSignatureRequest } from '@studio/shared/contracts/requests';
import { messages } from '@studio/shared/messages';
import type { TOption } from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';

export const signingKeys = {
  signature: ['account', 'signature'] as const,
  countersign: ['options', COUNTERSIGN_CONTRACTS] as const,
};

export function useAdoptedSignature() {
  return useQuery({
    queryKey: signingKeys.signature,
    queryFn: ({ signal }) =>
      http.get<TAdoptedSignature | null>('/api/account/signature', undefined, { signal }),
  });
}

export function useAdoptSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdoptSignatureRequest) =>
      http.put<TAdoptedSignature>('/api/account/signature', body),
    onSuccess: (adopted) => queryClient.setQueryData(signingKeys.signature, adopted),
  });
}

/** Whether contracts sent from now on wait for the photographer's countersignature. */
export function useCountersignOption() {
  return useQuery({
    queryKey: signingKeys.countersign,
    queryFn: async ({ signal }) => {
      const option = await http.get<TOption>(
        '/api/options',
        { optionName: COUNTERSIGN_CONTRACTS },
        { signal },
      );
      return option.value === true;
    },
  });
}

export function useSetCountersign() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (isOn: boolean) =>
      isOn
        ? http.post<null>('/api/options/countersign-contracts')
        : http.delete<null>('/api/options/countersign-contracts'),
    onSuccess: (_answer, isOn) => {
      queryClient.setQueryData(signingKeys.countersign, isOn);
      message.success(messages.saved);
    },
  });
}
