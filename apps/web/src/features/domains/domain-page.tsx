// /management/domain: where clients find the business: its address on the product's host, and
// its own domains, each with the DNS records to add and its state.
import { useRef, useState } from 'react';
import { App, Button, Card, Empty, Flex, Form, Input, Skeleton, Typography } from 'antd';
import type { InputRef } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ZHostname, type TBusinessDomains } from '@studio/shared/domains/contracts';
import { ListLoadError, EmptyListText } from '../../ui/list-states.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { CopyButton } from './dns-records.tsx';
import { CustomDomainCard } from './custom-domain-card.tsx';
import { useAddDomain, useBusinessDomains } from './use-domains.ts';

export function DomainPage() {
  const domains = useBusinessDomains();
  const inputRef = useRef<InputRef>(null);

  const body = (() => {
    if (domains.isPending) {
      return (
        <Card data-testid="domains-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      );
    }
    if (domains.isError) {
      return (
        <ListLoadError
          title="Your domains could not be loaded"
          error={domains.error}
          onRetry={() => void domains.refetch()}
        />
      );
    }
    return <DomainsBody data={domains.data} onAddFirst={() => inputRef.current?.focus()} />;
  })();

  return (
    <PageBody width={960}>
      <PageHeader
        title="Domain"
        description="Where your clients find your booking page: your address with us, and your own domain if you have one."
      />
      <Flex vertical gap={24}>
        {body}
        {!domains.isPending && !domains.isError && <AddDomainCard inputRef={inputRef} />}
      </Flex>
    </PageBody>
  );
}

function DomainsBody({ data, onAddFirst }: { data: TBusinessDomains; onAddFirst(): void }) {
  return (
    <>
      <Card title="Your address">
        <Flex vertical gap={8}>
          <Flex gap={4} align="center" wrap>
            <Typography.Link href={data.productUrl} target="_blank" rel="noreferrer" strong>
              {data.productUrl}
            </Typography.Link>
            <CopyButton text={data.productUrl} label="your address" />
          </Flex>
          <Typography.Text type="secondary">
            Your booking page is always here, also once your own domain is connected.
          </Typography.Text>
        </Flex>
      </Card>
      {data.customDomains.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <EmptyListText
                title="No domain of your own yet"
                text="Connect a domain you own, such as www.yourstudio.com, and clients will find your booking page there."
              />
            }
          >
            <Button type="primary" icon={<PlusOutlined />} onClick={onAddFirst}>
              Connect a domain
            </Button>
          </Empty>
        </Card>
      ) : (
        data.customDomains.map((domain) => <CustomDomainCard key={domain.domain} domain={domain} />)
      )}
    </>
  );
}

function AddDomainCard({ inputRef }: { inputRef: React.RefObject<InputRef | null> }) {
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<{ domain: string }>();
  const add = useAddDomain();
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const submit = ({ domain }: { domain: string }) => {
    setFormErrors([]);
    add.mutate(
      { domain },
      {
        onSuccess: (added) => {
          form.resetFields();
          void message.success(`${added.domain} added: now add its DNS records`);
        },
        onError: (error) => setFormErrors(showServerError(form, ['domain'], error)),
      },
    );
  };

  return (
    <Card title="Connect a domain">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Flex gap={8} align={isMobile ? 'stretch' : 'flex-start'} vertical={isMobile}>
          <Form.Item
            name="domain"
            label="Domain"
            rules={[zodRule(ZHostname)]}
            validateTrigger="onSubmit"
            extra="The address you bought, such as www.yourstudio.com or yourstudio.com."
            style={isMobile ? { marginBottom: 0 } : { flex: '1 1 260px', marginBottom: 0 }}
          >
            <Input ref={inputRef} placeholder="www.yourstudio.com" autoComplete="off" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={add.isPending}
            block={isMobile}
            // Level with the input beside it: below the field's label.
            style={isMobile ? { marginTop: 8 } : { marginTop: 30 }}
          >
            Connect
          </Button>
        </Flex>
        {formErrors.map((line) => (
          <Typography.Paragraph key={line} type="danger" style={{ margin: '8px 0 0' }}>
            {line}
          </Typography.Paragraph>
        ))}
      </Form>
    </Card>
  );
}
