// The business's email, where clients' replies and booking notices go; changing it needs a
// confirmation from the new address.
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { ZRequestChangeBusinessEmailRequest } from '@studio/shared/business/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { ConfirmedTag } from '../../ui/confirmed-tag.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useRequestBusinessEmailChange } from './use-business.ts';

export function BusinessEmailCard({ business }: { business: TBusiness }) {
  const [isChanging, setIsChanging] = useState(false);
  return (
    <Card title="Business email">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Clients see this address and reply to it.
        </Typography.Text>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {business.email}
          </Typography.Text>
          <ConfirmedTag isConfirmed={business.emailConfirmed} />
        </Flex>
        {business.pendingEmail && (
          <Alert
            type="info"
            showIcon
            title={`Waiting for confirmation of ${business.pendingEmail}`}
            description="Open the link we sent to that address to finish the change."
          />
        )}
        <Button onClick={() => setIsChanging(true)} style={{ alignSelf: 'flex-start' }}>
          Change email
        </Button>
      </Flex>
      <ChangeBusinessEmailModal isOpen={isChanging} onClose={() => setIsChanging(false)} />
    </Card>
  );
}

type ChangeForm = { email: string };

function ChangeBusinessEmailModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangeForm>();
  const change = useRequestBusinessEmailChange();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { confirmDiscard } = useDirtyGuard(useIsFormDirty(form, { email: '' }) && isOpen);

  const close = async () => {
    if (await confirmDiscard()) onClose();
  };
  const submit = (values: ChangeForm) => {
    setServerErrors([]);
    change.mutate(values, {
      onSuccess: (answer) => {
        message.success(answer?.message ?? messages.confirmationSent);
        form.resetFields();
        onClose();
      },
      onError: (error) => setServerErrors(showServerError(form, ['email'], error)),
    });
  };

  return (
    <Modal
      open={isOpen}
      title="Change business email"
      onCancel={close}
      width={modalWidths.default}
      forceRender
      afterClose={() => {
        form.resetFields();
        setServerErrors([]);
      }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" onClick={() => form.submit()} loading={change.isPending}>
            Send confirmation link
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        We will send a link to the new address. Clients keep seeing the current one until you open
        it.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="email"
          label="New business email"
          rules={[zodRule(ZRequestChangeBusinessEmailRequest.shape.email)]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <FormErrors lines={serverErrors} />
      </Form>
    </Modal>
  );
}
