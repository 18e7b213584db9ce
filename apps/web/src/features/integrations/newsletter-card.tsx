// A newsletter tool (Mailchimp, Flodesk): connect with an API key (the server checks it with the
// tool), choose the audience or segment clients who tick the newsletter box are added to, and
// disconnect after confirming. The key is never shown again once saved.
import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import type { z } from 'zod';
import { integrationMessages as m } from '@studio/shared/integrations/messages';
import {
  newsletterLabels,
  providerOfOption,
  type TNewsletterOptionName,
} from '@studio/shared/newsletters/contracts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useConfirmAction } from './confirm-action.ts';
import { formatInstantDate } from './format.ts';
import { IntegrationCard } from './integration-card.tsx';
import {
  newsletterKeys,
  useDisconnectIntegration,
  useNewsletterLists,
  useNewsletterState,
  useSetupNewsletter,
} from './use-integrations.ts';

export type NewsletterCardProps = {
  name: TNewsletterOptionName;
  description: string;
  keySchema: z.ZodType;
  keyPlaceholder: string;
};

export function NewsletterCard({
  name,
  description,
  keySchema,
  keyPlaceholder,
}: NewsletterCardProps) {
  const provider = providerOfOption[name];
  const { name: title, list } = newsletterLabels[provider];
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const state = useNewsletterState(name);
  const isConnected = state.data?.isConnected ?? false;
  const lists = useNewsletterLists(name, isConnected);
  const setup = useSetupNewsletter(name);
  const disconnect = useDisconnectIntegration(name, newsletterKeys.state(name));
  const confirm = useConfirmAction();
  const [keyForm] = Form.useForm<{ apiKey: string }>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);

  const connect = ({ apiKey }: { apiKey: string }) => {
    setFormErrors([]);
    setup.mutate(
      { apiKey },
      {
        onSuccess: () => {
          keyForm.resetFields();
          void message.success(`${title} connected`);
        },
        onError: (error) => setFormErrors(showServerError(keyForm, ['apiKey'], error)),
      },
    );
  };
  const saveList = () => {
    const listId = chosen ?? state.data?.listId;
    if (!listId) return void message.error(m.newsletterListRequired(list));
    setup.mutate(
      { listId },
      {
        onSuccess: () => void message.success('Saved!'),
        onError: (error) => setFormErrors(showServerError(keyForm, [], error)),
      },
    );
  };
  const askDisconnect = () =>
    void confirm({
      title: m.disconnectNewsletter(title),
      okText: 'Disconnect',
      onOk: () => disconnect.mutateAsync(),
    }).then((isDone) => {
      if (!isDone) return;
      setChosen(null);
      void message.success('Disconnected');
    });

  const errors = formErrors.map((line) => (
    <Typography.Paragraph key={line} type="danger" style={{ margin: 0 }}>
      {line}
    </Typography.Paragraph>
  ));

  if (state.isError)
    return (
      <IntegrationCard title={title} description={description} isConnected={false}>
        <Alert
          type="error"
          showIcon
          title={`${title} could not be loaded`}
          action={
            <Button size="small" onClick={() => void state.refetch()}>
              Retry
            </Button>
          }
        />
      </IntegrationCard>
    );

  const data = state.data;
  return (
    <IntegrationCard
      title={title}
      description={description}
      isConnected={isConnected}
      actions={
        isConnected && (
          <Button danger onClick={askDisconnect}>
            Disconnect
          </Button>
        )
      }
    >
      {isConnected && data ? (
        <Flex vertical gap={12}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'account', label: 'Account', children: data.accountName },
              {
                key: 'since',
                label: 'Connected on',
                children: data.connectedAt ? formatInstantDate(data.connectedAt) : '',
              },
            ]}
          />
          {!data.listId && (
            <Alert
              type="warning"
              showIcon
              title={`Choose the ${list} clients are added to: until then the newsletter box is not shown on your booking and inquiry forms.`}
            />
          )}
          <Flex gap={8} vertical={isMobile} align={isMobile ? 'stretch' : 'center'}>
            <label htmlFor={`${name}-list`} style={{ whiteSpace: 'nowrap' }}>
              {list === 'audience' ? 'Audience' : 'Segment'}
            </label>
            <Select
              id={`${name}-list`}
              aria-label={list === 'audience' ? 'Audience' : 'Segment'}
              style={isMobile ? { width: '100%' } : { flex: '1 1 260px' }}
              placeholder={`Choose the ${list}`}
              loading={lists.isPending}
              value={chosen ?? data.listId ?? undefined}
              onChange={(value: string) => setChosen(value)}
              options={(lists.data?.lists ?? []).map((each) => ({
                value: each.id,
                label: each.name,
              }))}
              notFoundContent={lists.isError ? `The ${list}s could not be loaded` : undefined}
            />
            <Button
              type="primary"
              onClick={saveList}
              loading={setup.isPending}
              disabled={!chosen || chosen === data.listId}
              block={isMobile}
            >
              Save
            </Button>
          </Flex>
          {errors}
        </Flex>
      ) : (
        <Form form={keyForm} name={name} layout="vertical" onFinish={connect} requiredMark={false}>
          <Flex gap={8} align={isMobile ? 'stretch' : 'flex-start'} vertical={isMobile}>
            <Form.Item
              name="apiKey"
              label="API key"
              rules={[zodRule(keySchema)]}
              validateTrigger="onSubmit"
              style={isMobile ? { marginBottom: 0 } : { flex: '1 1 260px', marginBottom: 0 }}
            >
              <Input.Password
                placeholder={keyPlaceholder}
                autoComplete="off"
                disabled={state.isPending}
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={setup.isPending}
              block={isMobile}
              style={isMobile ? { marginTop: 8 } : { marginTop: 30 }}
            >
              Connect
            </Button>
          </Flex>
          <div style={{ marginTop: 8 }}>{errors}</div>
        </Form>
      )}
    </IntegrationCard>
  );
}
