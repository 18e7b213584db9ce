// The home screen (/, /shoots, /inquiries). Shoots and inquiries arrive in later releases; for
// now it greets the owner and lists the set-up steps that already exist.
import type { ReactNode } from 'react';
import { Card, Col, Flex, Progress, Row, Tag, Typography } from 'antd';
import {
  CameraOutlined,
  CheckCircleFilled,
  LayoutOutlined,
  RightOutlined,
  ScheduleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import { useSession } from '../../app/session-context.ts';
import { brand } from '../../app/theme.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';

type Step = { key: string; title: string; description: string; to: string; isDone: boolean };

function setupSteps(account: TAccount, business: TBusiness): Step[] {
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
  ];
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function StepRow({ step, isFirst }: { step: Step; isFirst: boolean }) {
  return (
    <Flex
      align="center"
      gap={16}
      style={{ padding: '16px 0', borderTop: isFirst ? undefined : `1px solid ${brand.line}` }}
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

function GettingStarted({ steps }: { steps: Step[] }) {
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

const upcoming: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CameraOutlined />,
    title: 'Services',
    text: 'Mini sessions and full sessions, with packages, add-ons and time slots.',
  },
  {
    icon: <ScheduleOutlined />,
    title: 'Shoots and bookings',
    text: 'Clients book online; every shoot, invoice and contract gathers here.',
  },
  {
    icon: <TeamOutlined />,
    title: 'Inquiries and contacts',
    text: 'Every inquiry and every client in one place.',
  },
  {
    icon: <LayoutOutlined />,
    title: 'Website builder',
    text: 'Pages, templates and your own domain.',
  },
];

function ComingNext() {
  return (
    <Card title="Coming next">
      <Typography.Paragraph type="secondary">
        Services, shoots and bookings arrive in the next releases. This screen will then show your
        upcoming shoots and new inquiries.
      </Typography.Paragraph>
      <Flex vertical gap={16}>
        {upcoming.map((item) => (
          <Flex key={item.title} gap={12} align="flex-start">
            <Flex
              align="center"
              justify="center"
              style={{
                width: 36,
                height: 36,
                flex: 'none',
                borderRadius: 8,
                background: brand.canvas,
                color: brand.accent,
              }}
              aria-hidden
            >
              {item.icon}
            </Flex>
            <div>
              <Typography.Text strong>{item.title}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {item.text}
              </Typography.Paragraph>
            </div>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

export function HomePage() {
  const { account, business } = useSession();
  if (!account || !business) return null;
  const steps = setupSteps(account, business);
  const isAllDone = steps.every((step) => step.isDone);
  return (
    <PageBody width={1120}>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${business.businessName}`}
        description={
          isAllDone
            ? 'Your business is set up. Services and bookings arrive in the next releases.'
            : 'A few steps make your business ready for clients.'
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <GettingStarted steps={steps} />
        </Col>
        <Col xs={24} lg={10}>
          <ComingNext />
        </Col>
      </Row>
    </PageBody>
  );
}
