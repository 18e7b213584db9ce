// Adding or renaming a page: its title and its address under /site/{business}/.
import { Form, Input, Modal } from 'antd';
import { ZPageSlug, ZPageTitle } from '@studio/site/contracts';
import type { z } from 'zod';
import { ApiError } from '../../api/http-client.ts';

type Values = { title: string; slug: string };

/** An antd rule checking a value with the shared schema, so the form shows the server's message. */
function schemaRule(schema: z.ZodType, isOptional = false) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (isOptional && !value) return;
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

export function PageFormModal(props: {
  title: string;
  initial?: Values;
  isHome?: boolean;
  siteBase: string;
  onSubmit: (values: { title: string; slug?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await props.onSubmit({
        title: values.title,
        ...(values.slug && !props.isHome ? { slug: values.slug } : {}),
      });
      props.onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.lines.join(' ') : 'Not saved';
      form.setFields([{ name: 'slug', errors: [message] }]);
    }
  };
  return (
    <Modal
      open
      title={props.title}
      okText="Save"
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <Form form={form} layout="vertical" initialValues={props.initial} requiredMark={false}>
        <Form.Item name="title" label="Title" rules={[schemaRule(ZPageTitle)]}>
          <Input autoFocus maxLength={80} />
        </Form.Item>
        {!props.isHome && (
          <Form.Item
            name="slug"
            label="Address"
            extra={props.initial ? undefined : 'Left empty, it is made from the title.'}
            rules={[schemaRule(ZPageSlug, true)]}
          >
            <Input addonBefore={props.siteBase} maxLength={60} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
