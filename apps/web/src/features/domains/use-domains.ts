// Queries and changes of the business's domains (/api/business-domains).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBusinessDomains,
  TCustomDomain,
  TCustomDomainRequest,
} from '@studio/shared/domains/contracts';
import { http } from '../../api/http-client.ts';

export const domainKeys = { all: ['business-domains'] as const };

export function useBusinessDomains() {
  return useQuery({
    queryKey: domainKeys.all,
    queryFn: ({ signal }) =>
      http.get<TBusinessDomains>('/api/business-domains/domains', undefined, { signal }),
  });
}

/** After a change the list is read again: states and records come from the server only. */
function useDomainMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }),
  });
}

export function useAddDomain() {
  return useDomainMutation((body: TCustomDomainRequest) =>
    http.post<TCustomDomain>('/api/business-domains/domain', body),
  );
}

export function useCheckDomain() {
  return useDomainMutation((domain: string) =>
    http.get<TCustomDomain>('/api/business-domains/check-dns', { domain }),
  );
}

export function useRemoveDomain() {
  return useDomainMutation((domain: string) =>
    http.delete<void>('/api/business-domains/domain', { domain }),
  );
}
