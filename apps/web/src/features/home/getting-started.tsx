// The set-up steps of a new business on the home screen. First the four that lead to a first
// booking, in order: a service, dates or working hours, Stripe, the booking link shared; each
// ticks itself from the business's rows (GET /api/businesses/setup-progress, demo rows left out)
// and links to where it is done. Once those are done, the finishing touches (email, profile,
// logo, website) follow while the home has no shoots.
import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import type { TSetupProgress } from '@studio/shared/options/contracts';
import { LightButton } from '../../ui/light/button.tsx';
import { LightCard } from '../../ui/light/card.tsx';
import { LightProgress } from '../../ui/light/progress.tsx';
import { LightTag } from '../../ui/light/tag.tsx';
import { ExploreDemoButton } from '../onboarding/demo-data-parts.tsx';
import { useDemoData } from '../onboarding/use-onboarding.ts';
import './getting-started.css';

export type Step = {
  key: string;
  title: string;
  description: string;
  to: string;
  action: string;
  isDone: boolean;
};

/** The steps to a first booking, in the order they are done. */
export function leadSteps(progress: TSetupProgress): Step[] {
  return [
    {
      key: 'service',
      title: 'Create a service',
      description: 'A mini session with time slots, or a full session with packages and prices.',
      to: '/services',
      action: 'Create',
      isDone: progress.hasService,
    },
    {
      key: 'dates',
      title: 'Add dates or availability',
      description: 'Dates with times clients can book, or your weekly working hours.',
      to: progress.hasService ? '/services' : '/management/availability',
      action: 'Add',
      isDone: progress.hasDates,
    },
    {
      key: 'payments',
      title: 'Set up payments',
      description: 'Connect Stripe so clients pay deposits and invoices online.',
      to: '/management/payments',
      action: 'Connect',
      isDone: progress.hasPayments,
    },
    {
      key: 'share',
      title: 'Share your booking link',
      description:
        'Copy it from your services and send it to clients. Ticked when the first client books or writes in.',
      to: '/services',
      action: 'Copy link',
      isDone: progress.hasShared,
    },
  ];
}

/** The finishing touches, once the steps to a first booking are done. */
export function setupSteps(account: TAccount, business: TBusiness): Step[] {
  return [
    {
      key: 'email',
      title: 'Confirm your email',
      description: `Open the link we sent to ${account.email}, or send a new one.`,
      to: '/management/account',
      action: 'Open',
      isDone: account.emailConfirmed,
    },
    {
      key: 'profile',
      title: 'Complete your business profile',
      description: 'Phone, address and website, so clients know how to reach you.',
      to: '/management/business',
      action: 'Open',
      isDone: Boolean(business.phone && business.address && business.website),
    },
    {
      key: 'logo',
      title: 'Add your logo',
      description: 'It appears on your booking pages, emails and invoices.',
      to: '/management/business',
      action: 'Open',
      isDone: Boolean(business.logoUrl),
    },
    {
      key: 'website',
      title: 'Set up your website',
      description: 'Pick a look; your first pages are made with your name, colour and sessions.',
      to: '/start',
      action: 'Open',
      isDone: business.setupStep === 'COMPLETED',
    },
  ];
}

/** A step's button or link: its visible word first, so a voice command by that word finds it. */
const stepActionName = (step: Step) => `${step.action}: ${step.title}`;

function StepRow({ step, isNext }: { step: Step; isNext: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="studio-step">
      {step.isDone ? (
        <CheckCircleFilled className="studio-step-done" aria-label="Done" />
      ) : (
        <span className="studio-step-todo" role="img" aria-label="To do" />
      )}
      <div className="studio-step-text">
        {step.isDone ? (
          <del className="studio-step-title l-secondary">
            <strong>{step.title}</strong>
          </del>
        ) : (
          <>
            <strong className="studio-step-title">{step.title}</strong>
            <p className="studio-step-description">{step.description}</p>
          </>
        )}
      </div>
      {step.isDone ? (
        <LightTag color="green">Done</LightTag>
      ) : isNext ? (
        // The step to do now stands out; the later ones stay quiet links.
        // Named by what it says and the step it belongs to ('Connect: Set up payments').
        <LightButton
          variant="primary"
          aria-label={stepActionName(step)}
          onClick={() => void navigate(step.to)}
        >
          {step.action}
        </LightButton>
      ) : (
        <Link to={step.to} aria-label={stepActionName(step)} className="studio-step-link">
          {step.action} <RightOutlined className="studio-step-link-icon" aria-hidden />
        </Link>
      )}
    </div>
  );
}

export function GettingStarted({
  steps,
  title = 'Getting started',
  intro,
  withDemo = false,
}: {
  steps: Step[];
  title?: string;
  intro?: string;
  /** Offer "Explore with demo data" (while none is loaded). */
  withDemo?: boolean;
}) {
  const demo = useDemoData();
  const canLoadDemo = withDemo && !demo.isPending && !demo.data;
  const done = steps.filter((step) => step.isDone).length;
  const next = steps.find((step) => !step.isDone);
  return (
    <LightCard
      title={title}
      // With an intro the count goes under the title, which then keeps the width of small screens.
      extra={
        intro ? undefined : <span className="l-secondary">{`${done} of ${steps.length} done`}</span>
      }
    >
      {intro && (
        <p className="studio-steps-intro l-secondary">
          <strong className="studio-steps-count">{`${done} of ${steps.length} done.`}</strong>{' '}
          {intro}
        </p>
      )}
      <LightProgress
        percent={Math.round((done / steps.length) * 100)}
        aria-label="Set-up progress"
      />
      <div role="list" aria-label={title} className="studio-steps">
        {steps.map((step) => (
          <div role="listitem" key={step.key}>
            <StepRow step={step} isNext={step === next} />
          </div>
        ))}
      </div>
      {canLoadDemo && (
        <div className="studio-steps-demo">
          <span className="l-secondary">
            Want to look around first? Load sample services, shoots and contacts.
          </span>
          <ExploreDemoButton />
        </div>
      )}
    </LightCard>
  );
}
