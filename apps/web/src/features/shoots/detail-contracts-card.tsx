// The contracts of a shoot: its service's contracts, in their order (edited under Management).
import { Alert, Card, Empty, Skeleton } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { errorLines } from '../../api/http-client.ts';
import { useOrderContracts } from './detail-api.ts';

export function DetailContractsCard({ orderId }: { orderId: string }) {
  const contracts = useOrderContracts(orderId);
  return (
    <Card title="Contracts" extra={<Link to="/management/contracts">Manage contracts</Link>}>
      {contracts.isPending && <Skeleton active title={false} paragraph={{ rows: 2 }} />}
      {contracts.isError && (
        <Alert type="error" showIcon title={errorLines(contracts.error).join(' ')} />
      )}
      {contracts.data?.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No contracts on this service. Attach one on the service's Contracts tab."
        />
      )}
      {contracts.data && contracts.data.length > 0 && (
        <ul className="shoot-detail-list" aria-label="Contracts">
          {contracts.data.map((contract) => (
            <li key={contract.id} className="shoot-detail-row">
              <FileTextOutlined aria-hidden className="shoot-detail-muted" />
              <span className="shoot-detail-row-main">{contract.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
