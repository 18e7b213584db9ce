// Moving a mini session booking to another free time of the same service.
import { useState } from 'react';
import type { TPublicBooking, TPublicTime } from '@studio/shared/booking/contracts';
import { PublicApiError, paths, request } from '../api.ts';
import { AvailabilityView } from '../availability/availability-view.tsx';
import { TakenAlternatives } from '../checkout/taken-alternatives.tsx';
import { formatDateTime } from '../format.ts';
import { texts } from '../texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Props = {
  booking: TPublicBooking;
  manageToken: string;
  onMoved: () => void;
  onClose: () => void;
};

export function ChangeTime({ booking, manageToken, onMoved, onClose }: Props) {
  const { business } = booking;
  const [chosen, setChosen] = useState<TPublicTime | null>(null);
  const [isMoving, setIsMoving] = useState(false);
  const [problem, setProblem] = useState<PublicApiError | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  async function move(time: TPublicTime) {
    if (!time.slotId) return;
    setIsMoving(true);
    try {
      await request('POST', paths.move(manageToken), { slotId: time.slotId });
      setChosen(null);
      onMoved();
    } catch (error) {
      setChosen(null);
      setProblem(error instanceof PublicApiError ? error : new PublicApiError(500, null));
      setRefreshKey((n) => n + 1);
    } finally {
      setIsMoving(false);
    }
  }

  return (
    <section className="panel section" aria-labelledby="move-title">
      <div className="section__head">
        <h2 id="move-title">{texts.moveTitle}</h2>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {texts.close}
        </button>
      </div>
      {problem && (
        <TakenAlternatives
          lines={problem.lines}
          alternatives={problem.alternatives}
          timeZone={business.timeZone}
          currency={business.currency}
          onChoose={(time) => {
            setProblem(null);
            setChosen(time);
          }}
          pendingStartTime={null}
        />
      )}
      <AvailabilityView
        businessSlug={business.slug}
        serviceSlug={booking.serviceSlug}
        packageId={null}
        timeZone={business.timeZone}
        currency={business.currency}
        onChoose={(time) => {
          setProblem(null);
          setChosen(time);
        }}
        pendingStartTime={null}
        refreshKey={refreshKey}
        currentStartTime={booking.startTime}
      />
      {chosen && (
        <ConfirmDialog
          title={texts.moveTitle}
          confirmLabel={texts.move}
          cancelLabel={texts.close}
          isBusy={isMoving}
          onConfirm={() => void move(chosen)}
          onClose={() => setChosen(null)}
        >
          <p>{texts.moveConfirm(formatDateTime(chosen.startTime, business.timeZone))}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
