// Server state of the templates: the catalogue, each template's preview (its thumbnail), a
// template filled for the business, and setting the site up from a look.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSetupSiteRequest,
  TSetupSiteResult,
  TSiteTemplateCatalogue,
  TSiteTemplateContent,
} from '@studio/site/contracts';
import { http } from '../../api/http-client.ts';
import { websiteKeys } from './use-website.ts';

export const templateKeys = {
  catalogue: ['site', 'templates'] as const,
  preview: (id: string) => ['site', 'templates', id, 'preview'] as const,
};

export function useTemplateCatalogue() {
  return useQuery({
    queryKey: templateKeys.catalogue,
    queryFn: ({ signal }) =>
      http.get<TSiteTemplateCatalogue>('/api/site/templates', undefined, { signal }),
    staleTime: Infinity,
  });
}

/** The template rendered as the business's live site would show it (an HTML document). */
export function useTemplatePreview(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: templateKeys.preview(id),
    queryFn: ({ signal }) =>
      http.get<string>(`/api/site/templates/${encodeURIComponent(id)}/preview`, undefined, {
        signal,
      }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function fetchTemplateContent(id: string): Promise<TSiteTemplateContent> {
  return http.get<TSiteTemplateContent>(`/api/site/templates/${encodeURIComponent(id)}`);
}

export function useSetupSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetupSiteRequest) => http.post<TSetupSiteResult>('/api/site/setup', body),
    onSuccess: (result) => {
      queryClient.setQueryData(websiteKeys.pages, { pages: result.pages });
      queryClient.setQueryData(websiteKeys.settings, result.settings);
    },
  });
}
