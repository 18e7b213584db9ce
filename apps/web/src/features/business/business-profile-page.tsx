// /management/business: how clients see the business on booking pages, emails and invoices.
import { useMemo, useState } from 'react';
import { Card, Col, Flex, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import {
  ZUpdateBusinessProfileRequest,
  type TBusiness,
  type TUpdateBusinessProfileRequest,
} from '@studio/shared/business/contracts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { BrandColorField } from './brand-color-field.tsx';
import { BusinessEmailCard } from './business-email-card.tsx';
import { LogoCard } from './logo-card.tsx';
import { currencyOptions, timeZoneOptions, withCurrentZone } from './region-options.ts';
import { useUpdateBusinessProfile } from './use-business.ts';
import { SaveBar } from '../../ui/save-bar.tsx';

type ProfileValues = Required<{ [K in keyof TUpdateBusinessProfileRequest]: string }>;

const fields = ZUpdateBusinessProfileRequest.shape;
const fieldNames = Object.keys(fields);

function profileValues(business: TBusiness): ProfileValues {
  return {
    businessName: business.businessName,
    phone: business.phone ?? '',
    timeZone: business.timeZone,
    currency: business.currency,
    // The picker answers in lower case; starting in lower case keeps an untouched form clean.
    brandColor: business.brandColor.toLowerCase(),
    website: business.website ?? '',
    address: business.address ?? '',
    description: business.description ?? '',
  };
}

export function BusinessProfilePage() {
  const { business } = useSession();
  return (
    <PageBody width={1120}>
      <PageHeader
        title="Business Profile"
        description="How clients see your business on your booking pages, emails and invoices."
      />
      {business ? (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            {/* A saved profile comes back through the session: a fresh form starts clean. */}
            <ProfileForm key={JSON.stringify(profileValues(business))} business={business} />
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={24}>
              <LogoCard business={business} />
              <BusinessEmailCard business={business} />
            </Flex>
          </Col>
        </Row>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </PageBody>
  );
}

function ProfileForm({ business }: { business: TBusiness }) {
  const { enums } = useSession();
  const [form] = Form.useForm<ProfileValues>();
  const [initial] = useState(() => profileValues(business));
  const isDirty = useIsFormDirty(form, initial);
  useDirtyGuard(isDirty);
  const update = useUpdateBusinessProfile();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const zones = useMemo(() => withCurrentZone(timeZoneOptions(), initial.timeZone), [initial]);
  const money = useMemo(() => currencyOptions(enums?.currencies), [enums]);

  const save = (values: ProfileValues) => {
    setServerErrors([]);
    update.mutate(values, {
      onError: (error) => setServerErrors(showServerError(form, fieldNames, error)),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      requiredMark={false}
      scrollToFirstError
    >
      <Flex vertical gap={24}>
        <Card title="Business details">
          <Form.Item
            name="businessName"
            label="Business name"
            rules={[zodRule(fields.businessName)]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label="Phone" rules={[zodRule(fields.phone)]}>
                <Input type="tel" autoComplete="tel" placeholder="+1 555 010 0100" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="website" label="Website" rules={[zodRule(fields.website)]}>
                <Input type="url" autoComplete="url" placeholder="https://" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="address" label="Address" rules={[zodRule(fields.address)]}>
            <Input autoComplete="street-address" />
          </Form.Item>
          <Form.Item
            name="description"
            label="About your business"
            rules={[zodRule(fields.description)]}
            style={{ marginBottom: 0 }}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={2000} />
          </Form.Item>
        </Card>

        <Card title="Time zone and currency">
          <Typography.Paragraph type="secondary">
            Shoot times are shown in this time zone, and prices in this currency.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item name="timeZone" label="Time zone" rules={[zodRule(fields.timeZone)]}>
                <Select options={zones} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="currency" label="Currency" rules={[zodRule(fields.currency)]}>
                <Select options={money} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="Brand colour">
          <Typography.Paragraph type="secondary">
            Used for buttons and accents on your booking pages and emails.
          </Typography.Paragraph>
          <Form.Item
            name="brandColor"
            rules={[zodRule(fields.brandColor)]}
            style={{ marginBottom: 0 }}
          >
            <BrandColorField />
          </Form.Item>
        </Card>

        <FormErrors lines={serverErrors} />
        <SaveBar
          isDirty={isDirty}
          isSaving={update.isPending}
          onDiscard={() => form.resetFields()}
        />
      </Flex>
    </Form>
  );
}
