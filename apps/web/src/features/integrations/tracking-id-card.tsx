// An analytics or pixel integration: one id, saved after the shared schema checks it, and loaded
// by the public booking pages once set.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import type { z } from 'zod';
import type { TTrackingOptionName } from '@studio/shared/integrations/contracts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useConfirmAction } from './confirm-action.ts';
import { IntegrationCard } from './integration-card.tsx';
import { useRemoveTrackingId, useSaveTrackingId, useTrackingId } from './use-integrations.ts';

export type TrackingIdCardProps = {
  name: TTrackingOptionName;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  schema: z.ZodType;
  /** Asked before the id is removed. */
  disconnectQuestion: string;
};

export function TrackingIdCard(props: TrackingIdCardProps) {
  const { name, title, description, label, placeholder, schema, disconnectQuestion } = props;
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const saved = useTrackingId(name);
  const save = useSaveTrackingId(name);
  const remove = useRemoveTrackingId(name);
  const confirm = useConfirmAction();
  const [form] = Form.useForm<{ value: string }>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const current = saved.data ?? null;

  useEffect(() => {
    form.setFieldsValue({ value: current ?? '' });
  }, [form, current]);

  const submit = ({ value }: { value: string }) => {
    setFormErrors([]);
    save.mutate(value, {
      onSuccess: () => void message.success(`${title} saved`),
      onError: (error) => setFormErrors(showServerError(form, ['value'], error)),
    });
  };
  const askDisconnect = () =>
    void confirm({
      title: disconnectQuestion,
      okText: 'Disconnect',
      onOk: () => remove.mutateAsync(),
    }).then((isDone) => isDone && void message.success('Disconnected'));

  return (
    <IntegrationCard
      title={title}
      description={description}
      isConnected={current !== null}
      actions={
        current !== null && (
          <Button danger onClick={askDisconnect}>
            Disconnect
          </Button>
        )
      }
    >
      {saved.isError ? (
        <Alert
          type="error"
          showIcon
          title={`${title} could not be loaded`}
          action={
            <Button size="small" onClick={() => void saved.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        // Named after the option, so each card's field has its own id (its label points at it).
        <Form form={form} name={name} layout="vertical" onFinish={submit} requiredMark={false}>
          <Flex gap={8} align={isMobile ? 'stretch' : 'flex-start'} vertical={isMobile}>
            <Form.Item
              name="value"
              label={label}
              rules={[zodRule(schema)]}
              validateTrigger="onSubmit"
              style={isMobile ? { marginBottom: 0 } : { flex: '1 1 260px', marginBottom: 0 }}
            >
              <Input placeholder={placeholder} autoComplete="off" disabled={saved.isPending} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              block={isMobile}
              // Level with the input beside it: below the field's label.
              style={isMobile ? { marginTop: 8 } : { marginTop: 30 }}
            >
              {current === null ? 'Connect' : 'Save'}
            </Button>
          </Flex>
          {formErrors.map((line) => (
            <Typography.Paragraph key={line} type="danger" style={{ margin: '8px 0 0' }}>
              {line}
            </Typography.Paragraph>
          ))}
        </Form>
      )}
    </IntegrationCard>
  );
}
