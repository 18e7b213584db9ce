// Adding or renaming a page: its title and its address under /site/{business}/. A new page starts
// from a template (or blank), chosen in the picker above the fields.
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { ZPageSlug, ZPageTitle, type TSiteTemplateSummary } from '@studio/site/contracts';
import type { z } from 'zod';
import { ApiError } from '../../api/http-client.ts';
import { TemplatePicker } from './template-picker.tsx';
import { useTemplateCatalogue } from './use-templates.ts';

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
  /** Offer the template picker (adding a page). */
  withTemplates?: boolean;
  onSubmit: (values: { title: string; slug?: string; templateId?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [template, setTemplate] = useState<TSiteTemplateSummary>();
  const [lookId, setLookId] = useState('all');
  const catalogue = useTemplateCatalogue();
  const choose = (chosen: TSiteTemplateSummary | undefined) => {
    setTemplate(chosen);
    // The template names the page unless the owner already typed a name of their own.
    if (!chosen || form.isFieldTouched('title')) return;
    const isHomeKind = chosen.slug === '';
    form.setFieldsValue({
      title: isHomeKind ? 'Welcome' : (chosen.title ?? ''),
      slug: isHomeKind ? '' : (chosen.slug ?? ''),
    });
  };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await props.onSubmit({
        title: values.title,
        ...(values.slug && !props.isHome ? { slug: values.slug } : {}),
        ...(template ? { templateId: template.id } : {}),
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
      width={props.withTemplates ? 1000 : undefined}
    >
      {props.withTemplates && (
        <div className="page-form__templates">
          <TemplatePicker
            catalogue={catalogue.data}
            kind="page"
            value={template?.id}
            onChange={choose}
            lookId={lookId}
            onLookChange={setLookId}
            allowBlank
          />
        </div>
      )}
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
