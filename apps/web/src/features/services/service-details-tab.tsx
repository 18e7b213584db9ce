// The Details tab: name, colour, description and note in one form (saved together), and the
// gallery, which saves each change as it happens.
import { useState } from 'react';
import { App, Card, Col, ColorPicker, Form, Input, Row } from 'antd';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import {
  NOTE_MAX,
  serviceColors,
  ZUpdateDescriptionRequest,
  ZUpdateServiceRequest,
} from '@studio/shared/services/requests';
import { FormErrors } from '../../ui/form-errors.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { SaveBar } from '../../ui/save-bar.tsx';
import { ServiceGalleryCard } from './service-gallery-card.tsx';
import { useChangeServiceSteps } from './use-services.ts';

type DetailsValues = { name: string; color: string; description: string; note: string };

function detailsOf(service: TService): DetailsValues {
  return {
    name: service.name,
    // The picker answers in lower case; starting in lower case keeps an untouched form clean.
    color: service.color.toLowerCase(),
    description: service.description,
    note: service.note,
  };
}

export function ServiceDetailsTab({ service }: { service: TService }) {
  const initial = detailsOf(service);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        {/* A saved change comes back in the aggregate: a fresh form starts clean. */}
        <DetailsForm key={JSON.stringify(initial)} service={service} initial={initial} />
      </Col>
      <Col xs={24} lg={9}>
        <ServiceGalleryCard service={service} />
      </Col>
    </Row>
  );
}

const fields = ZUpdateServiceRequest.shape;

function DetailsForm({ service, initial }: { service: TService; initial: DetailsValues }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const isDirty = useIsFormDirty(form, initial);
  useDirtyGuard(isDirty);
  const save = useChangeServiceSteps(service.id);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = (values: DetailsValues) => {
    setServerErrors([]);
    const changes = [];
    if (
      values.name !== initial.name ||
      values.color !== initial.color ||
      values.note !== initial.note
    ) {
      changes.push({
        kind: 'update' as const,
        body: { name: values.name, color: values.color, note: values.note ?? '' },
      });
    }
    if (values.description !== initial.description) {
      changes.push({ kind: 'description' as const, description: values.description ?? '' });
    }
    save.mutate(changes, {
      onSuccess: () => message.success(messages.saved),
      onError: (error) =>
        setServerErrors(showServerError(form, ['name', 'color', 'note', 'description'], error)),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
      scrollToFirstError
    >
      <Card title="Service details">
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item
              name="name"
              label="Service name"
              rules={[zodRule(ZUpdateServiceRequest.shape.name.unwrap())]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="color" label="Colour" rules={[zodRule(fields.color.unwrap())]}>
              <ServiceColorField />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label="Description"
          extra="Shown to clients on the booking page of this service."
          rules={[zodRule(ZUpdateDescriptionRequest.shape.description)]}
        >
          <RichTextEditor
            aria-label="Description"
            placeholder="What the session is, what to wear, what clients receive…"
          />
        </Form.Item>
        <Form.Item
          name="note"
          label="Private note"
          extra="Only you see this note."
          rules={[zodRule(fields.note.unwrap())]}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} showCount maxLength={NOTE_MAX} />
        </Form.Item>
      </Card>
      <FormErrors lines={serverErrors} />
      <SaveBar
        isDirty={isDirty}
        isSaving={save.isPending}
        onDiscard={() => form.resetFields()}
        style={{ marginTop: 16 }}
      />
    </Form>
  );
}

/** The service colour (shown as its dot everywhere): a picker with the service palette. */
function ServiceColorField({
  value = serviceColors[0],
  onChange,
}: {
  value?: string;
  onChange?: (hex: string) => void;
}) {
  return (
    <ColorPicker
      value={value}
      onChange={(color) => onChange?.(color.toHexString())}
      disabledAlpha
      showText
      presets={[
        {
          label: 'Suggested',
          colors: serviceColors.map((c) => c.toLowerCase()),
          defaultOpen: true,
        },
      ]}
      aria-label="Service colour"
    />
  );
}
