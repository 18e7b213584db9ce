// Server state of a shoot's contracts: the list with states and audit trails, one contract's
// content, and every change (add, send, void, remove, countersign, retry sealing). Each change
// answers the contract: it replaces the row in the cached list, then the list, the shoot's log and
// its tasks (a sent contract completes its task) refetch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShootContract, TShootContractDetail } from '@studio/shared/contracts/contracts';
import { http, saveDownload } from '../../api/http-client.ts';
import { flowTaskKeys } from '../workflows/use-workflows.ts';
import { orderKeys } from './order-query-keys.ts';

/** How often the list is read again while a signed PDF is being made. */
const SEALING_POLL_MS = 5000;

const contractsPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/contracts`;
const contractPath = (orderId: string, contractId: string) =>
  `${contractsPath(orderId)}/${encodeURIComponent(contractId)}`;

export function useShootContracts(orderId: string) {
  return useQuery({
    queryKey: orderKeys.contracts(orderId),
    queryFn: ({ signal }) =>
      http.get<TShootContract[]>(contractsPath(orderId), undefined, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((contract) => contract.sealing?.status === 'WAITING')
        ? SEALING_POLL_MS
        : false,
  });
}

export function useShootContract(orderId: string, contractId: string | null) {
  return useQuery({
    queryKey: [...orderKeys.contracts(orderId), contractId],
    queryFn: ({ signal }) =>
      http.get<TShootContractDetail>(contractPath(orderId, contractId ?? ''), undefined, {
        signal,
      }),
    enabled: contractId !== null,
    staleTime: 0,
  });
}

export type ContractAction = 'send' | 'void' | 'countersign' | 'seal';

export function useShootContractChanges(orderId: string) {
  const queryClient = useQueryClient();
  const listKey = orderKeys.contracts(orderId);

  const settle = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: orderKeys.activities(orderId) }),
      queryClient.invalidateQueries({ queryKey: flowTaskKeys.ofOrder(orderId) }),
    ]);
  };
  const putInList = (changed: TShootContract) =>
    queryClient.setQueryData<TShootContract[]>(listKey, (list) => {
      if (!list) return list;
      const isKnown = list.some((contract) => contract.id === changed.id);
      return isKnown
        ? list.map((contract) => (contract.id === changed.id ? changed : contract))
        : [...list, changed];
    });

  const act = useMutation({
    mutationFn: ({ contractId, action }: { contractId: string; action: ContractAction }) =>
      http.post<TShootContract>(
        `${contractPath(orderId, contractId)}/${action}`,
        // Sending with neither subject nor content sends the business's "Contract to sign" email
        // template. An empty object rather than no body: the route reads a missing body as null,
        // which its schema refuses.
        action === 'send' ? {} : undefined,
      ),
    onSuccess: async (contract) => {
      putInList(contract);
      await settle();
    },
  });

  const add = useMutation({
    mutationFn: (contractTemplateId: string) =>
      http.post<TShootContract>(contractsPath(orderId), { contractTemplateId }),
    onSuccess: async (contract) => {
      putInList(contract);
      await settle();
    },
  });

  const remove = useMutation({
    mutationFn: (contractId: string) => http.delete<null>(contractPath(orderId, contractId)),
    onSuccess: async (_answer, contractId) => {
      queryClient.setQueryData<TShootContract[]>(listKey, (list) =>
        list?.filter((contract) => contract.id !== contractId),
      );
      await settle();
    },
  });

  return { act, add, remove };
}

/** The sealed PDF through the app's client (it carries the sign-in), saved under its own name. */
export async function downloadContractPdf(orderId: string, contractId: string): Promise<void> {
  saveDownload(await http.download(`${contractPath(orderId, contractId)}/pdf`));
}
