// The name form behind 'Mini session service' and 'Full session service' in the create-new
// chooser: creates the service and hands it back, so the chooser can go to its edit page.
import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { TService } from '@studio/shared/services/contracts';
import { ZCreateServiceRequest, type TServiceKind } from '@studio/shared/services/requests';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useCreateService } from './use-services.ts';

type CreateServiceFormProps = {
  kind: TServiceKind;
  hint: string;
  onBack: () => void;
  onCreated: (service: TService) => void;
};

export function CreateServiceForm({ kind, hint, onBack, onCreated }: CreateServiceFormProps) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateService();
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const submit = ({ name }: { name: string }) => {
    setServerErrors([]);
    create.mutate(
      { name, kind },
      {
        onSuccess: onCreated,
        onError: (error) => setServerErrors(showServerError(form, ['name'], error)),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {hint}
      </Typography.Paragraph>
      <Form.Item
        name="name"
        label="Service name"
        rules={[zodRule(ZCreateServiceRequest.shape.name)]}
      >
        <Input autoFocus autoComplete="off" placeholder="e.g. Spring Blossom Minis" />
      </Form.Item>
      <FormErrors lines={serverErrors} />
      <Flex justify="space-between" gap={8}>
        <Button onClick={onBack} disabled={create.isPending}>
          Back
        </Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create service
        </Button>
      </Flex>
    </Form>
  );
}
