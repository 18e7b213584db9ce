// The one-time notice of the new website builder: shown while the stored option is
// not dismissed or names another version; never on /website, never on mobile; and not before the
// business is ready to take bookings. A brand-new owner first meets the home checklist (a service,
// dates, payments, the booking link): a dialog about the website builder on the first screen
// would lead away from the steps that get them booked, so it waits until those four are done.
import { Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { currentAppVersion } from '@studio/shared/constants';
import {
  NEW_VERSION_NOTICE,
  ZNewVersionNotice,
  type TNewVersionNotice,
  type TOption,
} from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';
import { useSetupProgress } from '../../features/onboarding/use-onboarding.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { lazyInAntd } from '../antd-lazy.tsx';

// The dialog (antd's Modal) loads only for an account that will see it.
const NewVersionDialog = lazyInAntd(() =>
  import('./new-version-dialog.tsx').then((m) => m.NewVersionDialog),
);

const noticeKey = ['options', NEW_VERSION_NOTICE] as const;

export function shouldShowNotice(value: unknown): value is TNewVersionNotice {
  const parsed = ZNewVersionNotice.safeParse(value);
  return parsed.success && (!parsed.data.isDismissed || parsed.data.version !== currentAppVersion);
}

function useNewVersionNotice(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: noticeKey,
    queryFn: ({ signal }) =>
      http.get<TOption>('/api/options', { optionName: NEW_VERSION_NOTICE }, { signal }),
    enabled: isEnabled,
    staleTime: Infinity,
  });
  const dismiss = useMutation({
    mutationFn: (notice: TNewVersionNotice) =>
      http.post<TOption>(`/api/options/${NEW_VERSION_NOTICE}`, {
        // The current version is stored too, or a dismissed notice of an older one would return.
        value: { ...notice, version: currentAppVersion, isDismissed: true, isViewed: true },
      }),
    onSuccess: (option) => queryClient.setQueryData(noticeKey, option),
  });
  return { value: query.data?.value, dismiss };
}

export function NewVersionNotice() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAllowedHere = !isMobile && pathname !== '/website';
  const { value, dismiss } = useNewVersionNotice(isAllowedHere);
  const [isClosed, setIsClosed] = useState(false);
  const isPending = isAllowedHere && shouldShowNotice(value);
  // Asked only while the notice waits to be shown (the home asks the same, so it is shared).
  const progress = useSetupProgress(isPending);
  const isReady = progress.data ? Object.values(progress.data).every(Boolean) : false;

  if (!isPending || !isReady) return null;

  const close = (then?: () => void) => {
    setIsClosed(true);
    dismiss.mutate(value);
    then?.();
  };

  return (
    <Suspense fallback={null}>
      <NewVersionDialog
        isOpen={!isClosed}
        onLater={() => close()}
        onOpenBuilder={() => close(() => void navigate('/website'))}
      />
    </Suspense>
  );
}
