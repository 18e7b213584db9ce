// A contract as the client reads it: as sent, or filled in as it would be sent now. The HTML comes
// sanitised from the server.
import { Alert, Skeleton, Typography } from 'antd';
import { errorLines } from '../../api/http-client.ts';
import { useShootContract } from './detail-contracts-api.ts';

export function DetailContractPreview({
  orderId,
  contractId,
}: {
  orderId: string;
  contractId: string;
}) {
  const detail = useShootContract(orderId, contractId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError)
    return <Alert type="error" showIcon title={errorLines(detail.error).join(' ')} />;
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {detail.data.name}
      </Typography.Title>
      {detail.data.state === 'NOT_SENT' && (
        <Typography.Paragraph type="secondary">
          Filled in with this shoot&rsquo;s details as it would be sent now.
        </Typography.Paragraph>
      )}
      <div
        className="shoot-contract-content"
        data-testid="contract-content"
        // Sanitised by the server: only the rich-text editor's elements and safe links remain.
        dangerouslySetInnerHTML={{ __html: detail.data.content }}
      />
    </>
  );
}
