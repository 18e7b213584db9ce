// The contracts sent for the contact's shoots, newest first: each with its shoot, its state and,
// once signed by everyone, its sealed PDF to download. A row's name opens the shoot.
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TContactContract } from '@studio/shared/contracts/contracts';
import { errorLines, http } from '../../api/http-client.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { contractStateLooks } from '../shoots/detail-contract-labels.ts';
import { downloadContractPdf } from '../shoots/detail-contracts-api.ts';

function useContactContracts(customerId: string) {
  return useQuery({
    queryKey: ['customers', customerId, 'contracts'],
    queryFn: ({ signal }) =>
      http.get<TContactContract[]>(
        `/api/customers/${encodeURIComponent(customerId)}/contracts`,
        undefined,
        { signal },
      ),
  });
}

export function ContactContractsCard(props: { customerId: string; timeZone: string }) {
  const contracts = useContactContracts(props.customerId);
  return (
    <Card title="Contracts" styles={{ body: { paddingBlock: 8 } }}>
      {contracts.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : contracts.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorLines(contracts.error).join(' ')}
          action={
            <Button size="small" onClick={() => void contracts.refetch()}>
              Try again
            </Button>
          }
        />
      ) : contracts.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No contracts sent to this client yet."
          style={{ margin: '8px 0' }}
        />
      ) : (
        <ul className="contact-rows" aria-label="Contracts">
          {contracts.data.map((contract) => (
            <ContractRow key={contract.id} contract={contract} timeZone={props.timeZone} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ContractRow({ contract, timeZone }: { contract: TContactContract; timeZone: string }) {
  const { message } = App.useApp();
  const [isDownloading, setDownloading] = useState(false);
  const look = contractStateLooks[contract.state];
  const download = async () => {
    setDownloading(true);
    try {
      await downloadContractPdf(contract.orderId, contract.id);
    } catch (error) {
      void message.error(errorLines(error).join(' '));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="contact-item contact-item--invoice" data-testid="contact-contract">
      <span className="contact-item-main">
        <Link to={`/shoots/${contract.orderId}`} className="contact-item-strong">
          {contract.name}
        </Link>
        <span className="contact-muted">
          {contract.serviceName}
          {contract.shootStartTime ? ` · ${formatDate(contract.shootStartTime, timeZone)}` : ''}
        </span>
      </span>
      <span className="contact-item-end">
        <Tag color={look.color} style={{ margin: 0 }}>
          {look.label}
        </Tag>
        {contract.state === 'COMPLETED' && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={isDownloading}
            aria-label={`Download ${contract.name} PDF`}
            onClick={() => void download()}
          >
            PDF
          </Button>
        )}
      </span>
    </li>
  );
}
