// Whether clients may cancel or move their booking themselves (from the link in their
// confirmation), and until how many hours before the shoot. A small form: Save, dirty guard.
import { useState } from 'react';
import { App, Button, Card, Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { messages } from '@studio/shared/messages';
import {
  CLIENT_CHANGE_NOTICE_HOURS_MAX,
  ZClientChangesRequest,
  type TClientChangesRequest,
} from '@studio/shared/questionnaires/service-settings';
import type { TService } from '@studio/shared/services/contracts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useChangeServiceBooking } from './use-service-booking.ts';

type ClientChangesValues = { allowClientChanges: boolean; clientChangeNoticeHours: number | null };

const fieldNames = ['allowClientChanges', 'clientChangeNoticeHours'];

/** '2 days' reads better than '48 hours' under the input. */
export function noticeText(hours: number): string {
  if (hours === 0) return 'Clients can change their booking until it starts.';
  const days = hours / 24;
  const span =
    Number.isInteger(days) && days >= 1
      ? `${days} day${days === 1 ? '' : 's'}`
      : `${hours} hour${hours === 1 ? '' : 's'}`;
  return `Clients can change their booking until ${span} before it starts.`;
}

export function ClientChangesCard({ service }: { service: TService }) {
  // Keyed by the saved values, so a save makes them the new clean state.
  return (
    <ClientChangesForm
      key={`${service.allowClientChanges}-${service.clientChangeNoticeHours}`}
      service={service}
    />
  );
}

function ClientChangesForm({ service }: { service: TService }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ClientChangesValues>();
  const [initial] = useState<ClientChangesValues>(() => ({
    allowClientChanges: service.allowClientChanges,
    clientChangeNoticeHours: service.clientChangeNoticeHours,
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const change = useChangeServiceBooking(service.id);
  const [errors, setErrors] = useState<string[]>([]);
  const isAllowed = Form.useWatch('allowClientChanges', form) ?? initial.allowClientChanges;
  const hours = Form.useWatch('clientChangeNoticeHours', form) ?? initial.clientChangeNoticeHours;

  const submit = () => {
    setErrors([]);
    // The whole store: the notice keeps its value while the switch hides it.
    const values = form.getFieldsValue(true) as ClientChangesValues;
    const body: TClientChangesRequest = {
      allowClientChanges: values.allowClientChanges,
      clientChangeNoticeHours: values.clientChangeNoticeHours ?? 0,
    };
    change.mutate(
      { kind: 'clientChanges', body },
      {
        onSuccess: () => {
          guard.release();
          void message.success(messages.saved);
        },
        onError: (error) => setErrors(showServerError(form, fieldNames, error)),
      },
    );
  };

  return (
    <Card title="Client changes">
      <Form<ClientChangesValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        requiredMark={false}
      >
        <FormErrors lines={errors} />
        <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>Clients can cancel or move</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              From the link in their booking confirmation. Each change is logged on the shoot.
            </Typography.Paragraph>
          </div>
          <Form.Item name="allowClientChanges" valuePropName="checked" noStyle>
            <Switch aria-label="Clients can cancel or move" />
          </Form.Item>
        </Flex>
        {isAllowed && (
          <Form.Item
            name="clientChangeNoticeHours"
            label="Minimum notice"
            rules={[zodRule(ZClientChangesRequest.shape.clientChangeNoticeHours)]}
            extra={typeof hours === 'number' ? noticeText(hours) : undefined}
          >
            {/* No min or max: the input would silently clamp; the shared rule says what is wrong. */}
            <InputNumber<number>
              precision={0}
              placeholder={`0 to ${CLIENT_CHANGE_NOTICE_HOURS_MAX}`}
              suffix="hours"
              aria-label="Minimum notice in hours"
              style={{ width: 180 }}
            />
          </Form.Item>
        )}
        <Flex justify="flex-end" gap={8}>
          <Button disabled={!isDirty || change.isPending} onClick={() => form.resetFields()}>
            Discard
          </Button>
          <Button type="primary" htmlType="submit" loading={change.isPending} disabled={!isDirty}>
            Save
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
