// The Contract(s) card's plus button: pick one of the business's contracts, or write a new one.
import { useState } from 'react';
import { Button, Divider, Flex, Popover, Select, Tooltip, Typography } from 'antd';
import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import { useContractTemplates } from './use-contracts.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

type AddContractPopoverProps = {
  attached: TServiceContract[];
  isBusy: boolean;
  onPick(contractTemplateId: string): void;
  onCreateNew(): void;
};

export function AddContractPopover({
  attached,
  isBusy,
  onPick,
  onCreateNew,
}: AddContractPopoverProps) {
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
        <AddContractContent
          attached={attached}
          onPick={(id) => {
            setOpen(false);
            onPick(id);
          }}
          onCreateNew={() => {
            setOpen(false);
            onCreateNew();
          }}
        />
      }
    >
      <Tooltip title="Add a contract">
        <Button
          shape="circle"
          icon={<PlusOutlined />}
          aria-label="Add a contract"
          loading={isBusy}
        />
      </Tooltip>
    </Popover>
  );
}

function AddContractContent({
  attached,
  onPick,
  onCreateNew,
}: Omit<AddContractPopoverProps, 'isBusy'>) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const list = useContractTemplates({ search, isPrivate: undefined });
  const attachedIds = new Set(attached.map((contract) => contract.contractTemplateId));
  const options = (list.data?.pages.flatMap((page) => page.items) ?? []).map((template) => ({
    value: template.id,
    label: attachedIds.has(template.id) ? `${template.name} (added)` : template.name,
    disabled: attachedIds.has(template.id),
  }));

  return (
    <Flex vertical style={{ width: 300, maxWidth: 'calc(100vw - 64px)' }}>
      <Select
        autoFocus
        showSearch={{ filterOption: false, onSearch: setSearchText, searchValue: searchText }}
        aria-label="Choose a contract"
        placeholder="Choose a contract"
        value={null}
        options={options}
        loading={list.isFetching}
        notFoundContent={
          list.isPending ? 'Loading…' : search ? 'No contract with this name' : 'No contracts yet'
        }
        onChange={(id: string | null) => id && onPick(id)}
        style={{ width: '100%' }}
      />
      <Divider style={{ margin: '12px 0' }} />
      <Button icon={<FileAddOutlined />} onClick={onCreateNew} block>
        Create new contract
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
        A new contract is saved to Contracts and added here.
      </Typography.Text>
    </Flex>
  );
}
