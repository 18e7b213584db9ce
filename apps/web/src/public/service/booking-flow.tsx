// Choosing a time and booking it: times -> hold (with its countdown) -> checkout -> confirmation.
// A hold is let go when the client picks another time, changes a full session's package, leaves
// the page, or lets it run out; never when the browser goes to the payment page.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type {
  THold,
  TPublicDay,
  TPublicService,
  TPublicTime,
} from '@studio/shared/booking/contracts';
import { messages } from '@studio/shared/messages';
import { PublicApiError, paths, releaseHold, request } from '../api.ts';
import { AvailabilityView } from '../availability/availability-view.tsx';
import { TakenAlternatives } from '../checkout/taken-alternatives.tsx';
import { HoldCountdown } from '../checkout/hold-countdown.tsx';
import { formatDateTime, formatShortDateTime } from '../format.ts';
import { CheckoutForm, preloadCheckoutForm } from '../lazy-parts.ts';
import { SectionSkeleton } from '../ui/skeleton.tsx';
import { texts } from '../texts.ts';
import { trackTimeChosen } from '../tracking.ts';
import type { AddonChoice } from './choice.ts';

type Props = {
  service: TPublicService;
  packageId: string | null;
  addons: readonly AddonChoice[];
  /** A day to open first (?date= from a link on the business's website), or null. */
  initialDate?: string | null;
  /** The time on that day the visitor clicked there (?time=HH:mm), or null. */
  initialTime?: string | null;
  /** Step number of the time step (the package step comes first when there is one). */
  step: number;
  onNothingToBook: (isEmpty: boolean) => void;
  onConfirmed: (manageToken: string, email: string) => void;
};

export function BookingFlow(props: Props) {
  const { service, packageId, addons, step, onNothingToBook } = props;
  const { business } = service;
  const [hold, setHold] = useState<THold | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<PublicApiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // The website's pick is marked until the client chooses a time here, whichever it is.
  const [pickedTime, setPickedTime] = useState(props.initialTime ?? null);
  const holdRef = useRef<THold | null>(null);
  const isLeavingForPayment = useRef(false);
  const detailsRef = useRef<HTMLHeadingElement>(null);
  const timeHeadingRef = useRef<HTMLHeadingElement>(null);
  // Where the keyboard goes once the next render is on screen. Choosing a time, or letting it go,
  // removes the control that had focus (the time button, the hold bar's button): left alone the
  // browser drops focus to the page itself, so the step that follows takes it deliberately.
  const focusNext = useRef<'details' | 'time' | null>(null);
  holdRef.current = hold;

  useEffect(() => {
    if (!focusNext.current) return;
    const element = (focusNext.current === 'details' ? detailsRef : timeHeadingRef).current;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const refresh = () => setRefreshKey((n) => n + 1);
  const letGo = useCallback(() => {
    const current = holdRef.current;
    if (current && !isLeavingForPayment.current) releaseHold(current.holdToken);
    holdRef.current = null;
  }, []);

  // Leaving the page (or this view) lets go of the hold, so others can book the time at once.
  useEffect(() => {
    window.addEventListener('pagehide', letGo);
    return () => {
      window.removeEventListener('pagehide', letGo);
      letGo();
    };
  }, [letGo]);

  // A full session's times depend on the package: another package means another time.
  const previousPackage = useRef(packageId);
  useEffect(() => {
    if (previousPackage.current === packageId) return;
    previousPackage.current = packageId;
    if (!service.isMiniSession && holdRef.current) {
      letGo();
      setHold(null);
    }
  }, [packageId, service.isMiniSession, letGo]);

  async function choose(time: TPublicTime, _day?: TPublicDay) {
    if (pending) return;
    const checkoutForm = preloadCheckoutForm();
    setPending(time.startTime);
    setPickedTime(null);
    setProblem(null);
    setNotice(null);
    letGo();
    setHold(null);
    try {
      const body = time.slotId ? { slotId: time.slotId } : { startTime: time.startTime, packageId };
      const held = await request<THold>('POST', paths.holds(business.slug, service.slug), body);
      await checkoutForm;
      focusNext.current = 'details';
      setHold(held);
      trackTimeChosen({ serviceName: service.name });
    } catch (error) {
      setProblem(error instanceof PublicApiError ? error : new PublicApiError(500, null));
      refresh();
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <section className="step" aria-labelledby="step-time">
        <h2 id="step-time" className="step__title" tabIndex={-1} ref={timeHeadingRef}>
          <span className="step__number" aria-hidden="true">
            {step}
          </span>
          {texts.stepTime}
        </h2>
        {notice && (
          <p className="alert alert--warning" role="alert">
            {notice}
          </p>
        )}
        {problem && (
          <TakenAlternatives
            lines={problem.lines}
            alternatives={problem.alternatives}
            timeZone={business.timeZone}
            currency={business.currency}
            onChoose={(time) => void choose(time)}
            pendingStartTime={pending}
          />
        )}
        {hold ? (
          <div className="held">
            <p className="held__time">{formatDateTime(hold.startTime, business.timeZone)}</p>
            <p className="muted">{texts.holdExplainer}</p>
          </div>
        ) : (
          <AvailabilityView
            businessSlug={business.slug}
            serviceSlug={service.slug}
            packageId={service.isMiniSession ? null : packageId}
            timeZone={business.timeZone}
            currency={business.currency}
            onChoose={(time, day) => void choose(time, day)}
            pendingStartTime={pending}
            refreshKey={refreshKey}
            onNothingToBook={onNothingToBook}
            initialDate={props.initialDate ?? null}
            initialTime={pickedTime}
          />
        )}
      </section>
      {hold && (
        <section className="step step--details" aria-labelledby="step-details">
          <HoldCountdown
            lockoutEnd={hold.lockoutEnd}
            summary={formatShortDateTime(hold.startTime, business.timeZone)}
            onExpire={() => {
              holdRef.current = null;
              focusNext.current = 'time';
              setHold(null);
              setNotice(messages.holdExpired);
              refresh();
            }}
            onChangeTime={() => {
              letGo();
              focusNext.current = 'time';
              setHold(null);
              refresh();
            }}
          />
          <h2 id="step-details" className="step__title" tabIndex={-1} ref={detailsRef}>
            <span className="step__number" aria-hidden="true">
              {step + 1}
            </span>
            {texts.stepDetails}
          </h2>
          <Suspense fallback={<SectionSkeleton rows={5} />}>
            <CheckoutForm
              service={service}
              hold={hold}
              packageId={packageId}
              addons={addons}
              contractsStep={step + 2}
              onConfirmed={(manageToken, email) => {
                holdRef.current = null;
                setHold(null);
                props.onConfirmed(manageToken, email);
              }}
              onTaken={(error) => {
                holdRef.current = null;
                focusNext.current = 'time';
                setHold(null);
                setProblem(error);
                refresh();
              }}
              onLeaveForPayment={() => {
                isLeavingForPayment.current = true;
              }}
            />
          </Suspense>
        </section>
      )}
    </>
  );
}
