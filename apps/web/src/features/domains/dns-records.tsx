// The DNS records a custom domain needs, each value with a copy button: a table on wide screens,
// one block per record on a phone.
import { App, Button, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CopyOutlined } from '@ant-design/icons';
import type { TDnsRecord } from '@studio/shared/domains/contracts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { message } = App.useApp();
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => void message.success('Copied'),
      () => void message.error('Could not copy: select the text and copy it yourself'),
    );
  return (
    <Button
      type="text"
      size="small"
      icon={<CopyOutlined />}
      aria-label={`Copy ${label}`}
      onClick={() => void copy()}
    />
  );
}

/** A record's value, or why it is not known. */
function RecordValue({ record }: { record: TDnsRecord }) {
  if (record.value === null) {
    return <Typography.Text type="warning">{record.note ?? 'Not known yet'}</Typography.Text>;
  }
  return (
    <Flex gap={4} align="center">
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {record.value}
      </Typography.Text>
      <CopyButton text={record.value} label={`${record.type} value`} />
    </Flex>
  );
}

function RecordName({ record }: { record: TDnsRecord }) {
  return (
    <Flex gap={4} align="center">
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {record.name}
      </Typography.Text>
      <CopyButton text={record.name} label={`${record.type} name`} />
    </Flex>
  );
}

export function DnsRecords({ records }: { records: TDnsRecord[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Flex vertical gap={12} role="list" aria-label="DNS records">
        {records.map((record) => (
          <Flex key={record.type} vertical gap={4} role="listitem">
            <Tag style={{ alignSelf: 'flex-start' }}>{record.type}</Tag>
            <Typography.Text type="secondary">Name</Typography.Text>
            <RecordName record={record} />
            <Typography.Text type="secondary">Value</Typography.Text>
            <RecordValue record={record} />
          </Flex>
        ))}
      </Flex>
    );
  }
  const columns: ColumnsType<TDnsRecord> = [
    { title: 'Type', key: 'type', width: 88, render: (_, record) => <Tag>{record.type}</Tag> },
    { title: 'Name', key: 'name', render: (_, record) => <RecordName record={record} /> },
    { title: 'Value', key: 'value', render: (_, record) => <RecordValue record={record} /> },
  ];
  return (
    <Table<TDnsRecord>
      rowKey="type"
      size="small"
      columns={columns}
      dataSource={records}
      pagination={false}
      aria-label="DNS records"
    />
  );
}
