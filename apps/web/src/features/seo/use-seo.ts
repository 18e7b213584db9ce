// Server state of Management > SEO: the site's and the pages' SEO drafts, uploading their images,
// and publishing (the same publish as the website builder's).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublishSiteResult } from '@studio/site/contracts';
import type { TPageSeo, TPageSeoInput, TSeoSettings, TSiteSeoInput } from '@studio/site/seo';
import { http } from '../../api/http-client.ts';

export const seoKeys = { settings: ['site', 'seo'] as const };

export function useSeoSettings() {
  return useQuery({
    queryKey: seoKeys.settings,
    queryFn: ({ signal }) => http.get<TSeoSettings>('/api/site/seo', undefined, { signal }),
  });
}

export function useSaveSiteSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSiteSeoInput) => http.put<TSeoSettings>('/api/site/seo', body),
    onSuccess: (settings) => queryClient.setQueryData(seoKeys.settings, settings),
  });
}

export function useSavePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TPageSeoInput & { id: string }) =>
      http.put<{ seo: TPageSeo }>(`/api/site/pages/${id}/seo`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoKeys.settings }),
  });
}

export function useUploadSeoImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<{ id: string; url: string }>('/api/upload/image', body);
    },
  });
}

export function usePublishFromSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TPublishSiteResult>('/api/site/publish'),
    // The website builder's pages and settings are published too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}
