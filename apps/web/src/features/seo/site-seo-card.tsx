// The site's title and description in search results, checked with the shared schema.
import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input } from 'antd';
import { messages } from '@studio/shared/messages';
import { ZSiteSeo, type TSiteSeo } from '@studio/site/seo';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useSaveSiteSeo } from './use-seo.ts';

type Values = { title: string; description: string };

export function SiteSeoCard({ site, businessName }: { site: TSiteSeo; businessName: string }) {
  const { message } = App.useApp();
  const save = useSaveSiteSeo();
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<string[]>([]);
  const initial = { title: site.title, description: site.description };
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);

  useEffect(() => {
    form.setFieldsValue({ title: site.title, description: site.description });
  }, [form, site.title, site.description]);

  const submit = (values: Values) => {
    setErrors([]);
    save.mutate(
      { ...site, ...values },
      {
        onSuccess: () => {
          guard.release();
          void message.success(messages.saved);
        },
        onError: (error) => setErrors(showServerError(form, ['title', 'description'], error)),
      },
    );
  };

  return (
    <Card title="Search results">
      <FormErrors lines={errors} />
      <Form form={form} name="site-seo" layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="title"
          label="Site title"
          extra={`Shown in search results and browser tabs. Leave empty to use “${businessName}”.`}
          rules={[zodRule(ZSiteSeo.shape.title)]}
        >
          <Input placeholder={businessName} maxLength={70} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="Site description"
          extra="One or two sentences on what you photograph and where: the summary of every page without its own."
          rules={[zodRule(ZSiteSeo.shape.description)]}
        >
          <Input.TextArea
            rows={3}
            // The character count sits under the box: room for it above the hint.
            style={{ marginBottom: 20 }}
            maxLength={160}
            showCount
            placeholder="Relaxed family and newborn photography in Leeds and the Yorkshire Dales."
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!isDirty}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
