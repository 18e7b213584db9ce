// The client of a shoot: name, email, phone; edited in a modal (PUT update-shoot).
import { useState } from 'react';
import { Button, Card, Checkbox, Descriptions, Form, Input } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import type { TOrder } from '@studio/shared/orders/contracts';
import { ZShootClient } from '@studio/shared/orders/requests';
import { http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { orderPath, useOrderChange } from './detail-api.ts';

type ClientValues = { fullName: string; email: string; phone: string; isSendEmail: boolean };
const fieldNames = ['fullName', 'email', 'phone'] as const;

type CardProps = { order: TOrder; isLocked: boolean };

export function DetailClientCard({ order, isLocked }: CardProps) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card
      title="Client"
      extra={
        !isLocked && (
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            onClick={() => setIsEditing(true)}
            aria-label="Edit client"
          >
            Edit
          </Button>
        )
      }
    >
      <Descriptions column={1} size="small" colon={false} className="shoot-detail-descriptions">
        <Descriptions.Item label="Name">{order.fullName}</Descriptions.Item>
        <Descriptions.Item label="Email">
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </Descriptions.Item>
        <Descriptions.Item label="Phone">
          {order.phone ? <a href={`tel:${order.phone}`}>{order.phone}</a> : '—'}
        </Descriptions.Item>
      </Descriptions>
      {isEditing && <ClientModal order={order} onClose={() => setIsEditing(false)} />}
    </Card>
  );
}

function ClientModal({ order, onClose }: { order: TOrder; onClose(): void }) {
  const [form] = Form.useForm<ClientValues>();
  const [initial] = useState<ClientValues>(() => ({
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    isSendEmail: false,
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const [lines, setLines] = useState<string[]>([]);
  const save = useOrderChange(order.orderId, (body: ClientValues) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/update-shoot`, body),
  );

  const submit = (values: ClientValues) => {
    setLines([]);
    save.mutate(
      { ...values, fullName: values.fullName.trim(), email: values.email.trim() },
      {
        onSuccess: onClose,
        onError: (error) => setLines(showServerError(form, fieldNames, error)),
      },
    );
  };

  return (
    <FormModal<ClientValues>
      open
      width={modalWidths.default}
      title="Edit client"
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Form.Item name="fullName" label="Full name" rules={[zodRule(ZShootClient.shape.fullName)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[zodRule(ZShootClient.shape.email)]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label="Phone" rules={[zodRule(ZShootClient.shape.phone)]}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="isSendEmail" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>Email the client about the change</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
