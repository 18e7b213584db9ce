// The service edit page's Contract(s) card: the contracts attached to the service in
// order. Rows reorder by drag (after 5 px; or by keyboard on the handle), a click opens the
// contract editor, the plus button attaches one.
import { useState } from 'react';
import { App, Card, Empty, Typography } from 'antd';
import { arrayMove } from '@dnd-kit/sortable';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import type { TService } from '@studio/shared/services/contracts';
import { errorLines } from '../../api/http-client.ts';
import { SortableList } from '../../ui/sortable-list.tsx';
import { AddContractPopover } from './add-contract-popover.tsx';
import { ContractEditor } from './contract-editor.tsx';
import { SortableContractRow } from './sortable-contract-row.tsx';
import { useServiceContractMutations } from './use-contracts.ts';

/** The editor shows one attached template, a new one (attached once saved), or nothing. */
type Editing = { templateId: string } | { isNew: true } | undefined;

export function ServiceContractsCard({ service }: { service: TService }) {
  const { message, modal } = App.useApp();
  const { attach, detach, reorder } = useServiceContractMutations(service.id);
  const [editing, setEditing] = useState<Editing>(undefined);
  // While a new order is being saved the rows already show it; a refusal puts them back.
  const contracts: TServiceContract[] =
    reorder.isPending && reorder.variables ? reorder.variables : service.serviceContractTemplates;
  const isBusy = attach.isPending || detach.isPending;

  const nameAt = (index: number) => contracts[index]?.name ?? 'The contract';

  const showError = (error: unknown) => void message.error(errorLines(error).join(' '));

  const move = (from: number, to: number) => {
    const next = arrayMove(contracts, from, to).map((contract, index) => ({
      ...contract,
      sortIndex: index,
    }));
    reorder.mutate(next, { onError: showError });
  };

  const confirmRemove = (contract: TServiceContract) =>
    modal.confirm({
      title: `Remove “${contract.name}” from this service?`,
      content: 'The contract itself stays in Contracts, ready to attach again.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => detach.mutateAsync(contract.contractTemplateId).catch(showError),
    });

  return (
    <Card
      title="Contract(s)"
      extra={
        <AddContractPopover
          attached={contracts}
          isBusy={attach.isPending}
          onPick={(id) => attach.mutate(id, { onError: showError })}
          onCreateNew={() => setEditing({ isNew: true })}
        />
      }
    >
      {contracts.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No contracts yet. Use + to add the contracts clients agree to for this service."
          style={{ margin: '8px 0' }}
        />
      ) : (
        <>
          <SortableList
            ids={contracts.map((contract) => contract.contractTemplateId)}
            nameAt={nameAt}
            onMove={move}
          >
            <ol
              aria-label="Contracts of this service"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {contracts.map((contract, index) => (
                <SortableContractRow
                  key={contract.contractTemplateId}
                  contract={contract}
                  position={index + 1}
                  isBusy={isBusy}
                  onOpen={() => setEditing({ templateId: contract.contractTemplateId })}
                  onRemove={() => confirmRemove(contract)}
                />
              ))}
            </ol>
          </SortableList>
          {contracts.length > 1 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Drag to change the order clients receive them in.
            </Typography.Text>
          )}
        </>
      )}
      <ContractEditor
        isOpen={editing !== undefined}
        templateId={editing && 'templateId' in editing ? editing.templateId : undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => {
          if (editing && 'isNew' in editing) attach.mutate(saved.id, { onError: showError });
        }}
      />
    </Card>
  );
}
