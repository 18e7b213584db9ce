// Each page's search title, description and whether search engines may list it: a list showing
// how each page appears in results, edited one page at a time.
import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Switch, Tag, Typography } from 'antd';
import { EditOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { ZPageSeo, type TSeoPage } from '@studio/site/seo';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useSavePageSeo } from './use-seo.ts';

type Values = { title: string; description: string; noindex: boolean };

function PageSeoModal(props: { entry: TSeoPage; siteName: string; onClose(): void }) {
  const { message } = App.useApp();
  const save = useSavePageSeo();
  const [form] = Form.useForm<Values>();
  const [errors, setErrors] = useState<string[]>([]);
  const initial = props.entry.seo;
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const { page } = props.entry;
  const fallbackTitle = page.isHome ? props.siteName : `${page.title} · ${props.siteName}`;

  const submit = (values: Values) => {
    setErrors([]);
    save.mutate(
      { id: page.id, ...values },
      {
        onSuccess: () => {
          guard.release();
          void message.success(messages.saved);
          props.onClose();
        },
        onError: (error) =>
          setErrors(showServerError(form, ['title', 'description', 'noindex'], error)),
      },
    );
  };

  return (
    <FormModal<Values>
      open
      title={`SEO of “${page.title}”`}
      width={560}
      isSaving={save.isPending}
      errorLines={errors}
      onClose={props.onClose}
      guard={guard}
      formProps={{
        form,
        name: 'page-seo',
        layout: 'vertical',
        initialValues: initial,
        onFinish: submit,
      }}
    >
      <Form.Item
        name="title"
        label="Page title"
        extra={`Leave empty to use “${fallbackTitle}”.`}
        rules={[zodRule(ZPageSeo.shape.title)]}
      >
        <Input placeholder={fallbackTitle} maxLength={70} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label="Page description"
        extra="Leave empty to use the site description."
        rules={[zodRule(ZPageSeo.shape.description)]}
      >
        <Input.TextArea rows={3} maxLength={160} showCount style={{ marginBottom: 20 }} />
      </Form.Item>
      <Flex align="center" gap={12}>
        <Form.Item name="noindex" valuePropName="checked" noStyle>
          <Switch id="seo-noindex" />
        </Form.Item>
        <label htmlFor="seo-noindex">
          Hide from search engines
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            The page stays on your site but asks not to be listed, and leaves the sitemap.
          </Typography.Text>
        </label>
      </Flex>
    </FormModal>
  );
}

export function PageSeoList(props: {
  pages: TSeoPage[];
  siteName: string;
  siteDescription: string;
  liveUrl: string;
}) {
  const [editing, setEditing] = useState<TSeoPage>();
  return (
    <Card title="Pages">
      <ul className="seo-pages">
        {props.pages.map((entry) => {
          const { page, seo } = entry;
          const title =
            seo.title || (page.isHome ? props.siteName : `${page.title} · ${props.siteName}`);
          return (
            <li key={page.id} className="seo-pages__row">
              <div className="seo-pages__preview">
                <Typography.Text type="secondary" className="seo-pages__address">
                  {`${props.liveUrl}${page.slug}`}
                </Typography.Text>
                <Typography.Text strong className="seo-pages__title">
                  {title}
                </Typography.Text>
                <Typography.Text type="secondary" className="seo-pages__description">
                  {seo.description || props.siteDescription || 'No description yet'}
                </Typography.Text>
              </div>
              <Flex gap={8} align="center" wrap>
                {seo.noindex && (
                  <Tag icon={<EyeInvisibleOutlined />} color="default">
                    Hidden from search
                  </Tag>
                )}
                <Button
                  icon={<EditOutlined />}
                  onClick={() => setEditing(entry)}
                  aria-label={`Edit SEO of ${page.title}`}
                >
                  Edit
                </Button>
              </Flex>
            </li>
          );
        })}
      </ul>
      {editing && (
        <PageSeoModal
          entry={editing}
          siteName={props.siteName}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
