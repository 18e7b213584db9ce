// Server state of a service's packages and add-ons. The service edit page shows them from the
// service aggregate, so every change refetches serviceKeys.detail(serviceId).
import { App } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@studio/shared/messages';
import type { TAddon, TPackage } from '@studio/shared/packages/contracts';
import type { TCreateAddonRequest, TCreatePackageRequest } from '@studio/shared/packages/requests';
import { http } from '../../api/http-client.ts';
import { serviceKeys } from '../services/service-query-keys.ts';

export const pricingKeys = {
  suggestions: (search: string) => ['addons', 'suggestions', search] as const,
};

function useRefreshService(serviceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: serviceKeys.detail(serviceId) });
}

/** A toast and a refetch after every successful change. */
function useAfterChange(serviceId: string, text: string) {
  const refresh = useRefreshService(serviceId);
  const { message } = App.useApp();
  return async () => {
    await refresh();
    message.success(text);
  };
}

type Save<T> = { id: string | undefined; body: T };

export function useSavePackage(serviceId: string) {
  const onSuccess = useAfterChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: ({ id, body }: Save<TCreatePackageRequest>) =>
      id
        ? http.put<TPackage>(`/api/services/${serviceId}/packages`, { id, ...body })
        : http.post<TPackage>(`/api/services/${serviceId}/packages`, body),
    onSuccess,
  });
}

export function useDeletePackage(serviceId: string) {
  const onSuccess = useAfterChange(serviceId, messages.deleted);
  return useMutation({
    mutationFn: (packageId: string) =>
      http.delete<TPackage[]>(`/api/services/${serviceId}/packages`, { packageId }),
    onSuccess,
  });
}

export function useSaveAddon(serviceId: string) {
  const onSuccess = useAfterChange(serviceId, messages.saved);
  return useMutation({
    mutationFn: ({ id, body }: Save<TCreateAddonRequest>) =>
      id
        ? http.put<TAddon>(`/api/services/${serviceId}/addons`, { id, ...body })
        : http.post<TAddon>(`/api/services/${serviceId}/addons`, body),
    onSuccess,
  });
}

export function useDeleteAddon(serviceId: string) {
  const onSuccess = useAfterChange(serviceId, messages.deleted);
  return useMutation({
    mutationFn: (addonId: string) =>
      http.delete<TAddon[]>(`/api/services/${serviceId}/addons`, { addonId }),
    onSuccess,
  });
}

/** Add-on names used across the business, for the name autocomplete (the caller debounces). */
export function useAddonSuggestions(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: pricingKeys.suggestions(search),
    queryFn: ({ signal }) => http.get<string[]>('/api/addons/suggestions', { search }, { signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
