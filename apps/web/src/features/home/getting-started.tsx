// The set-up steps of a new business, as a compact card the home screen shows until the first
// shoot arrives.
import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import { brand } from '../../app/theme.ts';

type Step = { key: string; title: string; description: string; to: string; isDone: boolean };

export function setupSteps(account: TAccount, business: TBusiness): Step[] {
  return [
    {
      key: 'email',
      title: 'Confirm your email',
      description: `Open the link we sent to ${account.email}, or send a new one.`,
      to: '/management/account',
      isDone: account.emailConfirmed,
    },
    {
      key: 'profile',
      title: 'Complete your business profile',
      description: 'Phone, address and website, so clients know how to reach you.',
      to: '/management/business',
      isDone: Boolean(business.phone && business.address && business.website),
    },
    {
      key: 'logo',
      title: 'Add your logo',
      description: 'It appears on your booking pages, emails and invoices.',
      to: '/management/business',
      isDone: Boolean(business.logoUrl),
    },
    {
      key: 'website',
      title: 'Set up your website',
      description: 'Pick a look; your first pages are made with your name, colour and sessions.',
      to: '/start',
      isDone: business.setupStep === 'COMPLETED',
    },
  ];
}

function StepRow({ step, isFirst }: { step: Step; isFirst: boolean }) {
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
      ) : (
        <Link to={step.to} aria-label={step.title} style={{ display: 'inline-flex', gap: 6 }}>
          Open <RightOutlined style={{ fontSize: 11 }} aria-hidden />
        </Link>
      )}
    </Flex>
  );
}

export function GettingStarted({ steps }: { steps: Step[] }) {
  const done = steps.filter((step) => step.isDone).length;
  return (
    <Card
      title="Getting started"
      extra={
        <Typography.Text type="secondary">{`${done} of ${steps.length} done`}</Typography.Text>
      }
    >
      <Progress
        percent={Math.round((done / steps.length) * 100)}
        showInfo={false}
        strokeColor={brand.accent}
        railColor={brand.line}
        aria-label="Set-up progress"
      />
      <div style={{ marginTop: 8 }}>
        {steps.map((step, index) => (
          <StepRow key={step.key} step={step} isFirst={index === 0} />
        ))}
      </div>
    </Card>
  );
}
