// The set-up steps of a new business on the home screen. First the four that lead to a first
// booking, in order: a service, dates or working hours, Stripe, the booking link shared; each
// ticks itself from the business's rows (GET /api/businesses/setup-progress, demo rows left out)
// and links to where it is done. Once those are done, the finishing touches (email, profile,
// logo, website) follow while the home has no shoots.
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import type { TSetupProgress } from '@studio/shared/options/contracts';
import { brand } from '../../app/theme.ts';
import { ExploreDemoButton } from '../onboarding/demo-data-parts.tsx';
import { useDemoData } from '../onboarding/use-onboarding.ts';

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

function StepRow({ step, isFirst, isNext }: { step: Step; isFirst: boolean; isNext: boolean }) {
  const navigate = useNavigate();
  return (
    <Flex
      align="center"
      gap={16}
      style={{ padding: '12px 0', borderTop: isFirst ? undefined : `1px solid ${brand.line}` }}
    >
      {step.isDone ? (
        <CheckCircleFilled style={{ fontSize: 22, color: brand.accent }} aria-label="Done" />
      ) : (
        <span
          role="img"
          aria-label="To do"
          style={{
            width: 22,
            height: 22,
            flex: 'none',
            borderRadius: '50%',
            border: `2px solid ${brand.line}`,
          }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong delete={step.isDone} type={step.isDone ? 'secondary' : undefined}>
          {step.title}
        </Typography.Text>
        {!step.isDone && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {step.description}
          </Typography.Paragraph>
        )}
      </div>
      {step.isDone ? (
        <Tag color="green" style={{ margin: 0 }}>
          Done
        </Tag>
      ) : isNext ? (
        // The step to do now stands out; the later ones stay quiet links.
        // Named by what it says and the step it belongs to ('Connect: Set up payments').
        <Button
          type="primary"
          aria-label={stepActionName(step)}
          onClick={() => void navigate(step.to)}
        >
          {step.action}
        </Button>
      ) : (
        <Link
          to={step.to}
          aria-label={stepActionName(step)}
          style={{ display: 'inline-flex', gap: 6 }}
        >
          {step.action} <RightOutlined style={{ fontSize: 11 }} aria-hidden />
        </Link>
      )}
    </Flex>
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
    <Card
      title={title}
      // With an intro the count goes under the title, which then keeps the width of small screens.
      extra={
        intro ? undefined : (
          <Typography.Text type="secondary">{`${done} of ${steps.length} done`}</Typography.Text>
        )
      }
    >
      {intro && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          <Typography.Text strong>{`${done} of ${steps.length} done.`}</Typography.Text> {intro}
        </Typography.Paragraph>
      )}
      <Progress
        percent={Math.round((done / steps.length) * 100)}
        showInfo={false}
        strokeColor={brand.accent}
        railColor={brand.line}
        aria-label="Set-up progress"
      />
      <div role="list" aria-label={title} style={{ marginTop: 8 }}>
        {steps.map((step, index) => (
          <div role="listitem" key={step.key}>
            <StepRow step={step} isFirst={index === 0} isNext={step === next} />
          </div>
        ))}
      </div>
      {canLoadDemo && (
        <Flex
          wrap
          gap={12}
          align="center"
          justify="space-between"
          style={{ marginTop: 8, paddingTop: 16, borderTop: `1px solid ${brand.line}` }}
        >
          <Typography.Text type="secondary">
            Want to look around first? Load sample services, shoots and contacts.
          </Typography.Text>
          <ExploreDemoButton />
        </Flex>
      )}
    </Card>
  );
}
