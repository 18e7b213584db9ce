// Server state of the website builder: the page tree, a page's draft, the theme and menu, the
// business's bookable services (shown by the Services block) and publishing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublicBusinessPage } from '@studio/shared/booking/contracts';
import type {
  TCreateSitePageRequest,
  TPublishSiteResult,
  TSaveSiteSettingsRequest,
  TSitePage,
  TSitePageDraft,
  TSitePageList,
  TSiteSettings,
} from '@studio/site/contracts';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import type { TSiteService } from '@studio/site/site-context.tsx';
import { http } from '../../api/http-client.ts';

export const websiteKeys = {
  pages: ['site', 'pages'] as const,
  draft: (id: string) => ['site', 'pages', id, 'draft'] as const,
  settings: ['site', 'settings'] as const,
  services: (slug: string) => ['site', 'services', slug] as const,
};

export function useSitePages() {
  return useQuery({
    queryKey: websiteKeys.pages,
    queryFn: ({ signal }) => http.get<TSitePageList>('/api/site/pages', undefined, { signal }),
    select: (list) => list.pages,
  });
}

export function usePageDraft(id: string | undefined) {
  return useQuery({
    queryKey: websiteKeys.draft(id ?? ''),
    queryFn: ({ signal }) =>
      http.get<TSitePageDraft>(`/api/site/pages/${id}/draft`, undefined, { signal }),
    enabled: Boolean(id),
    // The editor owns the draft once loaded: a refetch would reset what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSiteSettings() {
  return useQuery({
    queryKey: websiteKeys.settings,
    queryFn: ({ signal }) => http.get<TSiteSettings>('/api/site/settings', undefined, { signal }),
    refetchOnWindowFocus: false,
  });
}

/** The services a client can book now, as the live site's Services block shows them. */
export function useBookableServices(businessSlug: string | undefined) {
  return useQuery({
    queryKey: websiteKeys.services(businessSlug ?? ''),
    queryFn: async ({
      signal,
    }): Promise<{ services: TSiteService[]; inquiryFields: TQuestionnaireField[] }> => {
      const page = await http.get<TPublicBusinessPage>(
        `/api/public/businesses/${encodeURIComponent(businessSlug ?? '')}`,
        undefined,
        { signal },
      );
      return {
        services: page.services.map((service) => ({
          name: service.name,
          slug: service.slug,
          fromPrice: service.fromPrice,
          imageUrl: service.imageUrl,
        })),
        // The editor's inquiry form block shows the business's own questions.
        inquiryFields: page.inquiryFields,
      };
    },
    enabled: Boolean(businessSlug),
  });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSitePageRequest) => http.post<TSitePage>('/api/site/pages', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.pages }),
  });
}

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; title?: string; slug?: string }) =>
      http.patch<TSitePage>(`/api/site/pages/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.pages }),
  });
}

export function useMovePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; parentId: string | null; index: number }) =>
      http.post<TSitePageList>(`/api/site/pages/${id}/move`, body),
    onSuccess: (list) => queryClient.setQueryData(websiteKeys.pages, list),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<null>(`/api/site/pages/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websiteKeys.pages }),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveSiteSettingsRequest) =>
      http.put<TSiteSettings>('/api/site/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(websiteKeys.settings, settings),
  });
}

export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TPublishSiteResult>('/api/site/publish'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: websiteKeys.pages });
      void queryClient.invalidateQueries({ queryKey: websiteKeys.settings });
    },
  });
}

export type UploadedImage = { id: string; url: string };

export function useUploadSiteImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<UploadedImage>('/api/upload/image', body);
    },
  });
}
