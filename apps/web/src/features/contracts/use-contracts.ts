// Server state of contract templates and of the contracts attached to a service.
import { App } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TContractTemplate,
  TContractTemplateListItem,
  TServiceContract,
} from '@studio/shared/contract-templates/contracts';
import type { TSaveContractTemplateRequest } from '@studio/shared/contract-templates/requests';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import { http } from '../../api/http-client.ts';
import { useTemplatePages, type TemplateFilters } from '../../ui/template-list.tsx';
import { serviceKeys } from '../services/service-query-keys.ts';

export const contractKeys = {
  all: ['contract-templates'] as const,
  lists: () => ['contract-templates', 'list'] as const,
  list: (filters: TemplateFilters) => ['contract-templates', 'list', filters] as const,
  detail: (id: string) => ['contract-templates', 'detail', id] as const,
};

/** Contract templates a page of 50 at a time; 'Load more' asks for the next page. */
export function useContractTemplates(filters: TemplateFilters) {
  return useTemplatePages<TContractTemplateListItem>(
    '/api/contract-templates',
    contractKeys.list(filters),
    filters,
  );
}

export function useContractTemplate(id: string | undefined) {
  return useQuery({
    queryKey: contractKeys.detail(id ?? 'new'),
    queryFn: ({ signal }) =>
      http.get<TContractTemplate>(`/api/contract-templates/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * Saving a template refreshes the lists, and every service page, since attached contracts show
 * the template's name there.
 */
export function useSaveContractTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | undefined; body: TSaveContractTemplateRequest }) =>
      id
        ? http.put<TContractTemplate>(`/api/contract-templates/${id}`, body)
        : http.post<TContractTemplate>('/api/contract-templates', body),
    onSuccess: async (saved, { id }) => {
      queryClient.setQueryData(contractKeys.detail(saved.id), saved);
      message.success(messages.saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        id && saved.serviceCount > 0
          ? queryClient.invalidateQueries({ queryKey: serviceKeys.all })
          : undefined,
      ]);
    },
  });
}

export function useDeleteContractTemplate() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (id: string) =>
      http.delete<{ detachedFromServices: number }>(`/api/contract-templates/${id}`),
    onSuccess: async (_answer, id) => {
      message.success(messages.deleted);
      queryClient.removeQueries({ queryKey: contractKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      ]);
    },
  });
}

/** The service edit aggregate with a new list of contracts. */
function withContracts(service: TService, contracts: TServiceContract[]): TService {
  return { ...service, serviceContractTemplates: contracts };
}

/**
 * Changes to one service's contracts. Each answers the new ordered list, which goes straight into
 * the service's cached aggregate before the aggregate is refetched.
 */
export function useServiceContractMutations(serviceId: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const detailKey = serviceKeys.detail(serviceId);
  const url = `/api/services/${serviceId}/service-contract`;

  const settle = async (contracts: TServiceContract[]) => {
    queryClient.setQueryData<TService>(detailKey, (service) =>
      service ? withContracts(service, contracts) : service,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: detailKey }),
      // Template lists show how many services use each contract.
      queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    ]);
  };

  const attach = useMutation({
    mutationFn: (contractTemplateId: string) =>
      http.post<TServiceContract[]>(url, { contractTemplateId }),
    onSuccess: async (contracts) => {
      message.success(messages.saved);
      await settle(contracts);
    },
  });

  const detach = useMutation({
    mutationFn: (contractTemplateId: string) =>
      http.delete<TServiceContract[]>(url, { contractTemplateId }),
    onSuccess: async (contracts) => {
      message.success(messages.deleted);
      await settle(contracts);
    },
  });

  /**
   * Optimistic: while it is pending the card shows `reorder.variables`, so the rows move at once
   * and fall back to the service's saved order if the server refuses.
   */
  const reorder = useMutation({
    mutationFn: (contracts: TServiceContract[]) =>
      http.patch<TServiceContract[]>(`${url}/change`, {
        contractTemplateIds: contracts.map((contract) => contract.contractTemplateId),
      }),
    onSuccess: async (contracts) => {
      message.success(messages.saved);
      await settle(contracts);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: detailKey }),
  });

  return { attach, detach, reorder };
}
