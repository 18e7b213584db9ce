// /start, "Set up your website": pick a look, check the business's name, logo and colour, create
// the first pages, publish. Full screen like the editor. Each step moves the business's setup
// forward (PATCH created-pages, then completed-setup), so the home screen's steps follow.
import '../website/website.css';
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Result, Skeleton, Steps, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { ZUpdateBusinessProfileRequest, type TBusiness } from '@studio/shared/business/contracts';
import type { TPublishSiteResult, TSiteLook } from '@studio/site/contracts';
import { ApiError, errorLines, http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { BrandColorField } from '../business/brand-color-field.tsx';
import { LogoCard } from '../business/logo-card.tsx';
import { TemplateThumbnail } from '../website/template-thumbnail.tsx';
import { useSetupSite, useTemplateCatalogue } from '../website/use-templates.ts';
import { usePublishSite } from '../website/use-website.ts';

const steps = ['Pick a look', 'Your details', 'Create pages', 'Publish'];

export function StartPage() {
  const { business } = useSession();
  const [step, setStep] = useState(0);
  const [lookId, setLookId] = useState<string>();
  const [published, setPublished] = useState<TPublishSiteResult>();
  if (!business) return <Skeleton active style={{ padding: 32 }} />;
  return (
    <div className="start">
      <header className="start__top">
        <Link to="/">
          <ArrowLeftOutlined /> Dashboard
        </Link>
        {/* The page's h1 (drawn at the size of an h3). */}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Set up your website
        </Typography.Title>
        <Link to="/website">Open the editor</Link>
      </header>
      <Steps
        current={step}
        size="small"
        className="start__steps"
        responsive={false}
        labelPlacement="vertical"
        items={steps.map((title) => ({ title }))}
      />
      <main className="start__body">
        {step === 0 && <LookStep value={lookId} onChange={setLookId} onNext={() => setStep(1)} />}
        {step === 1 && (
          <DetailsStep business={business} onBack={() => setStep(0)} onNext={() => setStep(2)} />
        )}
        {step === 2 && lookId && (
          <CreateStep lookId={lookId} onBack={() => setStep(1)} onNext={() => setStep(3)} />
        )}
        {step === 3 && !published && <PublishStep onPublished={setPublished} />}
        {step === 3 && published && <DoneStep result={published} />}
      </main>
    </div>
  );
}

function LookStep(props: {
  value: string | undefined;
  onChange: (lookId: string) => void;
  onNext: () => void;
}) {
  const catalogue = useTemplateCatalogue();
  if (!catalogue.data) return <Skeleton active />;
  const titles = new Map(
    catalogue.data.templates.map((template) => [template.id, template.title ?? template.name]),
  );
  const pagesOf = (look: TSiteLook) =>
    look.pageTemplateIds.map((id) => titles.get(id) ?? id).join(', ');
  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each look is a complete site in your own colours, with your name and photos. You can change
        every word and picture afterwards.
      </Typography.Paragraph>
      <fieldset className="start__looks">
        <legend className="template-picker__legend">Looks</legend>
        {catalogue.data.looks.map((look) => (
          <label key={look.id} className="template-card start__look">
            <input
              type="radio"
              name="look"
              value={look.id}
              className="template-card__input"
              checked={props.value === look.id}
              onChange={() => props.onChange(look.id)}
            />
            <TemplateThumbnail templateId={look.pageTemplateIds[0]!} name={look.name} />
            <span className="template-card__name">{look.name}</span>
            <Typography.Text type="secondary" className="template-card__summary">
              {look.summary}
            </Typography.Text>
            <Typography.Text type="secondary" className="template-card__summary">
              Pages: {pagesOf(look)}
            </Typography.Text>
          </label>
        ))}
      </fieldset>
      <Flex justify="flex-end">
        <Button type="primary" size="large" disabled={!props.value} onClick={props.onNext}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}

type Details = { businessName: string; brandColor: string };

function DetailsStep(props: { business: TBusiness; onBack: () => void; onNext: () => void }) {
  const { business } = props;
  const session = useSession();
  const [form] = Form.useForm<Details>();
  const save = useMutation({
    mutationFn: async (values: Details) => {
      const changes = (['businessName', 'brandColor'] as const).filter(
        (field) => values[field].trim().toLowerCase() !== business[field].toLowerCase(),
      );
      for (const field of changes) {
        await http.put<TBusiness>(`/api/businesses/${business.id}/${field}`, {
          value: values[field],
        });
      }
      if (changes.length > 0) await session.reload();
    },
  });
  const next = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values);
      props.onNext();
    } catch (error) {
      form.setFields([{ name: 'businessName', errors: errorLines(error) }]);
    }
  };
  const rule = (field: 'businessName' | 'brandColor') => ({
    validator: async (_rule: unknown, value: unknown) => {
      const result = ZUpdateBusinessProfileRequest.shape[field].safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  });
  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Your website shows your business name, logo and colour. They come from your business
        profile; what you change here changes there too.
      </Typography.Paragraph>
      <div className="start__details">
        <Card title="Name and colour">
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ businessName: business.businessName, brandColor: business.brandColor }}
          >
            <Form.Item name="businessName" label="Business name" rules={[rule('businessName')]}>
              <Input maxLength={512} />
            </Form.Item>
            <Form.Item name="brandColor" label="Brand colour" rules={[rule('brandColor')]}>
              <BrandColorField />
            </Form.Item>
          </Form>
        </Card>
        <LogoCard business={business} />
      </div>
      <Flex justify="space-between">
        <Button size="large" onClick={props.onBack}>
          Back
        </Button>
        <Button type="primary" size="large" loading={save.isPending} onClick={() => void next()}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}

function CreateStep(props: { lookId: string; onBack: () => void; onNext: () => void }) {
  const { modal, message } = App.useApp();
  const session = useSession();
  const setup = useSetupSite();
  const catalogue = useTemplateCatalogue();
  const look = catalogue.data?.looks.find((candidate) => candidate.id === props.lookId);
  const titles = new Map(
    (catalogue.data?.templates ?? []).map((template) => [template.id, template.title ?? '']),
  );

  const create = async (replaceExisting: boolean) => {
    try {
      await setup.mutateAsync({ lookId: props.lookId, replaceExisting });
      await http.patch<TBusiness>('/api/businesses/created-pages');
      await session.reload();
      props.onNext();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !replaceExisting) {
        modal.confirm({
          title: 'Replace your pages?',
          content: error.lines.join(' '),
          okText: 'Replace my pages',
          okButtonProps: { danger: true },
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => create(true),
        });
        return;
      }
      void message.error(errorLines(error).join(' '));
    }
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {look ? `${look.name}: ` : ''}these pages are created as drafts, filled with your name,
        contact details and sessions. Nobody sees them until you publish.
      </Typography.Paragraph>
      <ul className="start__pages">
        {look?.pageTemplateIds.map((id) => (
          <li key={id}>
            <CheckOutlined aria-hidden /> {titles.get(id)}
          </li>
        ))}
      </ul>
      <Flex justify="space-between">
        <Button size="large" onClick={props.onBack}>
          Back
        </Button>
        <Button
          type="primary"
          size="large"
          loading={setup.isPending}
          onClick={() => void create(false)}
        >
          Create pages
        </Button>
      </Flex>
    </Flex>
  );
}

function PublishStep(props: { onPublished: (result: TPublishSiteResult) => void }) {
  const { message } = App.useApp();
  const session = useSession();
  const publish = usePublishSite();
  const run = async () => {
    try {
      const result = await publish.mutateAsync();
      await http.patch<TBusiness>('/api/businesses/completed-setup');
      await session.reload();
      props.onPublished(result);
    } catch (error) {
      void message.error(errorLines(error).join(' '));
    }
  };
  return (
    <Flex vertical gap={24}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Your pages are ready. Publish them now, or look them over in the editor first: you can
        publish from there at any time.
      </Typography.Paragraph>
      <Flex gap={12} wrap justify="flex-end">
        <Link to="/website">
          <Button size="large">Review in the editor</Button>
        </Link>
        <Button type="primary" size="large" loading={publish.isPending} onClick={() => void run()}>
          Publish my website
        </Button>
      </Flex>
    </Flex>
  );
}

function DoneStep(props: { result: TPublishSiteResult }) {
  const address = `${window.location.origin}${props.result.url}`;
  return (
    <Result
      status="success"
      title="Your website is live"
      subTitle={
        <a href={props.result.url} target="_blank" rel="noreferrer">
          {address}
        </a>
      }
      extra={[
        <a key="site" href={props.result.url} target="_blank" rel="noreferrer">
          <Button type="primary" size="large">
            Visit your website
          </Button>
        </a>,
        <Link key="editor" to="/website">
          <Button size="large">Edit your pages</Button>
        </Link>,
      ]}
    />
  );
}
