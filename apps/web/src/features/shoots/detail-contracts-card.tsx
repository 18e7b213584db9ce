// The contracts of a shoot: each with its state and the next step (send, countersign, download the
// signed PDF), a preview, voiding or removing it, and its audit trail; another template can be
// added. Countersigning without an adopted signature asks for one, then countersigns.
import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Modal, Popover, Select, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TShootContract } from '@studio/shared/contracts/contracts';
import { messages } from '@studio/shared/messages';
import { DataError, errorLines } from '../../api/http-client.ts';
import { AdoptSignatureModal } from '../contracts/adopt-signature-modal.tsx';
import { useContractTemplates } from '../contracts/use-contracts.ts';
import { DetailContractPreview } from './detail-contract-preview.tsx';
import { DetailContractRow, type ContractRowAction } from './detail-contract-row.tsx';
import {
  downloadContractPdf,
  useShootContractChanges,
  useShootContracts,
} from './detail-contracts-api.ts';

type Props = { orderId: string; timeZone: string; isLocked?: boolean };
type Busy = { contractId: string; action: ContractRowAction } | null;

const sentNotices: Partial<Record<ContractRowAction, string>> = {
  send: 'Contract sent',
  void: 'Contract voided',
  countersign: 'Contract countersigned',
  seal: 'Making the signed PDF again',
};

function isSignatureMissing(error: unknown): boolean {
  return (
    error instanceof DataError &&
    error.status === 409 &&
    error.lines.includes(messages.contractSignatureNotAdopted)
  );
}

export function DetailContractsCard({ orderId, timeZone, isLocked = false }: Props) {
  const contracts = useShootContracts(orderId);
  const changes = useShootContractChanges(orderId);
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState<Busy>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [adoptFor, setAdoptFor] = useState<TShootContract | null>(null);

  /** Runs one action of one row, the row showing it busy; a failure shows above the list. */
  const run = async (contract: TShootContract, action: ContractRowAction) => {
    setLines([]);
    setBusy({ contractId: contract.id, action });
    try {
      if (action === 'download') await downloadContractPdf(orderId, contract.id);
      else if (action === 'remove') await changes.remove.mutateAsync(contract.id);
      else if (action !== 'preview')
        await changes.act.mutateAsync({ contractId: contract.id, action });
      const notice = action === 'remove' ? messages.deleted : sentNotices[action];
      if (notice) void message.success(notice);
    } catch (error) {
      if (action === 'countersign' && isSignatureMissing(error)) setAdoptFor(contract);
      else setLines(errorLines(error));
    } finally {
      setBusy(null);
    }
  };

  const act = (contract: TShootContract, action: ContractRowAction) => {
    if (action === 'preview') setPreviewId(contract.id);
    else if (action === 'void')
      modal.confirm({
        title: `Void ${contract.name}?`,
        content:
          'The client can no longer sign it: its link says it was voided. A signature already given stays in the audit trail. To change the terms, add the contract again and send it.',
        okText: 'Void contract',
        okButtonProps: { danger: true },
        cancelText: 'Keep it',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => run(contract, 'void'),
      });
    else if (action === 'remove')
      modal.confirm({
        title: `Remove ${contract.name} from this shoot?`,
        content:
          'It was never sent, so the client has not seen it. The template stays in Contracts.',
        okText: 'Remove',
        okButtonProps: { danger: true },
        cancelText: 'Keep it',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => run(contract, 'remove'),
      });
    else void run(contract, action);
  };

  const body = (() => {
    if (contracts.isPending)
      return (
        <Skeleton active title={false} paragraph={{ rows: 3 }} aria-label="Loading contracts" />
      );
    if (contracts.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(contracts.error).join(' ')}
          action={<Button onClick={() => void contracts.refetch()}>Try again</Button>}
        />
      );
    if (contracts.data.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              No contracts on this shoot. Add one to send it to the client for signing, or attach
              contracts to the service so every booking gets them.{' '}
              <Link to="/management/contracts">Manage contracts</Link>
            </>
          }
          style={{ margin: '8px 0' }}
        />
      );
    return (
      <ul className="shoot-contract-list" aria-label="Contracts">
        {contracts.data.map((contract) => (
          <DetailContractRow
            key={contract.id}
            contract={contract}
            timeZone={timeZone}
            isLocked={isLocked}
            busyAction={busy?.contractId === contract.id ? busy.action : null}
            onAction={(action) => act(contract, action)}
          />
        ))}
      </ul>
    );
  })();

  return (
    <Card
      title="Contracts"
      role="region"
      aria-label="Contracts"
      extra={
        !isLocked && (
          <AddShootContract
            onTheShoot={contracts.data ?? []}
            isBusy={changes.add.isPending}
            onPick={(templateId) =>
              changes.add.mutate(templateId, {
                onSuccess: () => void message.success('Contract added'),
                onError: (error) => setLines(errorLines(error)),
              })
            }
          />
        )
      }
    >
      {lines.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setLines([]) }}
          title={lines.join(' ')}
          style={{ marginBottom: 12 }}
        />
      )}
      {body}
      <Modal
        open={previewId !== null}
        title="Contract preview"
        footer={null}
        width={800}
        onCancel={() => setPreviewId(null)}
        destroyOnHidden
      >
        {previewId && <DetailContractPreview orderId={orderId} contractId={previewId} />}
      </Modal>
      {adoptFor && (
        <AdoptSignatureModal
          reason="Adopt your signature to countersign. It is kept for the next contracts."
          onClose={() => setAdoptFor(null)}
          onAdopted={() => {
            const contract = adoptFor;
            setAdoptFor(null);
            void run(contract, 'countersign');
          }}
        />
      )}
    </Card>
  );
}

type AddProps = {
  onTheShoot: TShootContract[];
  isBusy: boolean;
  onPick(contractTemplateId: string): void;
};

/** Picks one of the business's contract templates; one already on the shoot is not offered. */
function AddShootContract({ onTheShoot, isBusy, onPick }: AddProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Popover
      open={isOpen}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      title="Add a contract"
      content={
        <TemplatePicker
          onTheShoot={onTheShoot}
          onPick={(id) => {
            setOpen(false);
            onPick(id);
          }}
        />
      }
    >
      <Button type="text" icon={<PlusOutlined aria-hidden />} loading={isBusy}>
        Add contract
      </Button>
    </Popover>
  );
}

function TemplatePicker({
  onTheShoot,
  onPick,
}: {
  onTheShoot: TShootContract[];
  onPick(id: string): void;
}) {
  const list = useContractTemplates({ search: '', isPrivate: undefined });
  const taken = new Set(
    onTheShoot
      .filter((contract) => contract.state !== 'VOIDED')
      .map((contract) => contract.templateId),
  );
  const options = (list.data?.pages.flatMap((page) => page.items) ?? []).map((template) => ({
    value: template.id,
    label: taken.has(template.id) ? `${template.name} (on this shoot)` : template.name,
    disabled: taken.has(template.id),
  }));
  return (
    <div style={{ width: 300, maxWidth: 'calc(100vw - 64px)' }}>
      <Select
        autoFocus
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Choose a contract"
        placeholder="Choose a contract"
        value={null}
        options={options}
        loading={list.isFetching}
        notFoundContent={
          list.isPending ? (
            'Loading…'
          ) : list.isError ? (
            errorLines(list.error).join(' ')
          ) : (
            <>
              No contracts yet. <Link to="/management/contracts">Write one</Link>
            </>
          )
        }
        onChange={(id: string | null) => id && onPick(id)}
        style={{ width: '100%' }}
      />
    </div>
  );
}
