// Server state of the business's Zoom meeting link (/api/options/zoom-meeting).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZOOM_MEETING,
  ZZoomMeeting,
  defaultZoomMeeting,
  type TOption,
  type TZoomMeeting,
} from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';

const path = `/api/options/${ZOOM_MEETING}`;
const key = ['options', ZOOM_MEETING] as const;

function valueOf(option: TOption): TZoomMeeting {
  const parsed = ZZoomMeeting.safeParse(option.value);
  return parsed.success ? parsed.data : defaultZoomMeeting;
}

export function useZoomMeeting() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => valueOf(await http.get<TOption>(path, undefined, { signal })),
  });
}

export function useSaveZoomMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: TZoomMeeting) => valueOf(await http.post<TOption>(path, { value })),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
