// One contract of a shoot: its name and state, where it stands (when it was sent, viewed, signed;
// the signed PDF being made or why that failed), the actions its state allows, and its audit trail.
import { useState } from 'react';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
  LoadingOutlined,
  RedoOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { TShootContract } from '@studio/shared/contracts/contracts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { contractEventTexts, contractStateLooks } from './detail-contract-labels.ts';

export type ContractRowAction =
  'send' | 'preview' | 'void' | 'remove' | 'countersign' | 'download' | 'seal';

type Props = {
  contract: TShootContract;
  timeZone: string;
  isLocked: boolean;
  /** The action running on this row, if any. */
  busyAction: ContractRowAction | null;
  onAction(action: ContractRowAction): void;
};

/** The latest step the contract took, in words, with its time. */
function whereItStands(contract: TShootContract, timeZone: string): string {
  const at = (iso: string) => formatDateTime(iso, timeZone);
  if (contract.voidedAt) return `Voided ${at(contract.voidedAt)}`;
  if (contract.completedAt) return `Completed ${at(contract.completedAt)}`;
  if (contract.countersignedAt) return `Countersigned ${at(contract.countersignedAt)}`;
  if (contract.clientSignedAt) {
    const signed = `Signed by the client ${at(contract.clientSignedAt)}`;
    return contract.state === 'CLIENT_SIGNED' && contract.isCountersignRequired
      ? `${signed} · waiting for your countersignature`
      : signed;
  }
  if (contract.viewedAt) return `Viewed ${at(contract.viewedAt)}`;
  if (contract.sentAt) return `Sent ${at(contract.sentAt)}`;
  return 'Not sent yet. It is filled in with the shoot details when you send it.';
}

export function DetailContractRow({ contract, timeZone, isLocked, busyAction, onAction }: Props) {
  const [isTrailOpen, setTrailOpen] = useState(false);
  const look = contractStateLooks[contract.state];
  const { state, sealing } = contract;
  const isWaitingForClient = state === 'SENT' || state === 'VIEWED';
  const canCountersign = state === 'CLIENT_SIGNED' && contract.isCountersignRequired;
  const canVoid = isWaitingForClient || state === 'CLIENT_SIGNED' || state === 'COUNTERSIGNED';
  const isBusy = busyAction !== null;
  const button = (action: ContractRowAction) => ({
    size: 'small' as const,
    loading: busyAction === action,
    disabled: isBusy && busyAction !== action,
    onClick: () => onAction(action),
  });

  return (
    <li className="shoot-contract" data-testid="shoot-contract">
      <Flex align="center" gap={8} wrap>
        <FileTextOutlined aria-hidden className="shoot-detail-muted" />
        <Typography.Text strong className="shoot-contract__name">
          {contract.name}
        </Typography.Text>
        <Tag color={look.color} style={{ margin: 0 }} data-testid="contract-state">
          {look.label}
        </Tag>
      </Flex>
      <Typography.Text type="secondary" className="shoot-contract__line">
        {whereItStands(contract, timeZone)}
      </Typography.Text>
      {sealing?.status === 'WAITING' && (
        <Typography.Text type="secondary" className="shoot-contract__line" role="status">
          <LoadingOutlined aria-hidden /> Preparing the signed PDF…
        </Typography.Text>
      )}
      {sealing?.status === 'FAILED' && (
        <Alert
          type="error"
          showIcon
          className="shoot-contract__alert"
          title="The signed PDF could not be made"
          description={sealing.error ?? undefined}
          action={
            !isLocked && (
              <Button {...button('seal')} icon={<RedoOutlined aria-hidden />}>
                Retry sealing
              </Button>
            )
          }
        />
      )}
      <Flex gap={8} wrap className="shoot-contract__actions">
        {!isLocked && (state === 'NOT_SENT' || isWaitingForClient) && (
          <Button
            {...button('send')}
            type={state === 'NOT_SENT' ? 'primary' : 'default'}
            icon={<SendOutlined aria-hidden />}
          >
            {state === 'NOT_SENT' ? 'Send' : 'Send again'}
          </Button>
        )}
        {!isLocked && canCountersign && (
          <Button {...button('countersign')} type="primary" icon={<EditOutlined aria-hidden />}>
            Countersign
          </Button>
        )}
        {state === 'COMPLETED' && (
          <Button {...button('download')} type="primary" icon={<DownloadOutlined aria-hidden />}>
            Download PDF
          </Button>
        )}
        <Button {...button('preview')} icon={<EyeOutlined aria-hidden />}>
          Preview
        </Button>
        {!isLocked && canVoid && (
          <Button {...button('void')} danger type="text" icon={<StopOutlined aria-hidden />}>
            Void
          </Button>
        )}
        {!isLocked && state === 'NOT_SENT' && (
          <Button {...button('remove')} danger type="text" icon={<DeleteOutlined aria-hidden />}>
            Remove
          </Button>
        )}
      </Flex>
      {contract.events.length > 0 && (
        <div className="shoot-contract__trail">
          <Button
            type="link"
            size="small"
            className="shoot-contract__trail-toggle"
            aria-expanded={isTrailOpen}
            onClick={() => setTrailOpen(!isTrailOpen)}
          >
            {isTrailOpen ? 'Hide audit trail' : `Audit trail (${contract.events.length})`}
          </Button>
          {isTrailOpen && (
            <ol className="shoot-contract__events" aria-label={`Audit trail of ${contract.name}`}>
              {contract.events.map((event, index) => (
                <li key={index}>
                  <div>
                    <Typography.Text strong>{contractEventTexts[event.type]}</Typography.Text>
                    <Typography.Text type="secondary">
                      {' · '}
                      {formatDateTime(event.at, timeZone)}
                    </Typography.Text>
                  </div>
                  {(event.actorName || event.ipAddress) && (
                    <Typography.Text type="secondary" className="shoot-contract__event-meta">
                      {[event.actorName, event.ipAddress && `IP ${event.ipAddress}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  )}
                  {event.detail && (
                    <Typography.Text
                      type={event.type === 'SEAL_FAILED' ? 'danger' : 'secondary'}
                      className="shoot-contract__event-meta"
                    >
                      {event.detail}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  );
}
