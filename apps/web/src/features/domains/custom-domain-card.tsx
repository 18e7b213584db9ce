// One custom domain: its name and state, what the last check found, the records to add, and
// checking now or removing it.
import { Alert, App, Button, Card, Flex, Tag, Typography } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TCustomDomain } from '@studio/shared/domains/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { DnsRecords } from './dns-records.tsx';
import { domainStateHints, domainStateTags } from './domain-display.ts';
import { useCheckDomain, useRemoveDomain } from './use-domains.ts';

export function CustomDomainCard({ domain }: { domain: TCustomDomain }) {
  const { message } = App.useApp();
  const check = useCheckDomain();
  const remove = useRemoveDomain();
  const confirmDelete = useConfirmDelete();
  const tag = domainStateTags[domain.state];

  const checkNow = () =>
    check.mutateAsync(domain.domain).then(
      (checked) =>
        checked.state === 'ACTIVE'
          ? void message.success(`${checked.domain} is connected`)
          : void message.warning('Not verified yet: see what is missing below'),
      (error: unknown) => void message.error(errorLines(error).join(' ')),
    );
  const askRemove = () =>
    void confirmDelete({
      title: `Remove ${domain.domain}?`,
      content:
        'Your site stops answering on this domain at once. To use it again you would connect it and add its records anew.',
      onDelete: () => remove.mutateAsync(domain.domain),
    }).then((isDeleted) => isDeleted && void message.success('Removed'));

  const reason = domain.failureReason && (
    <Alert
      type={domain.state === 'FAILED' ? 'error' : 'warning'}
      showIcon
      title={domain.state === 'ACTIVE' ? 'The last check found a problem' : 'Last check'}
      description={domain.failureReason}
    />
  );

  return (
    <Card
      aria-label={domain.domain}
      title={
        <Flex gap={8} align="center" wrap style={{ padding: '12px 0' }}>
          <Typography.Text strong style={{ fontSize: 16, wordBreak: 'break-all' }}>
            {domain.domain}
          </Typography.Text>
          <Tag color={tag.color}>{tag.label}</Tag>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{domainStateHints[domain.state]}</Typography.Text>
        {reason}
        <DnsRecords records={domain.records} />
        <Flex gap={8} wrap justify="flex-end">
          <Button danger icon={<DeleteOutlined />} onClick={askRemove}>
            Remove
          </Button>
          <Button
            icon={<ReloadOutlined />}
            loading={check.isPending}
            onClick={() => void checkNow()}
          >
            Check now
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
