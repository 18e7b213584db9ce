// One row of the service's Contract(s) card: dragged anywhere (after 5 px) or by keyboard on its
// handle, opened by a click, removed by its own button.
import type { CSSProperties, KeyboardEventHandler, PointerEventHandler } from 'react';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import type { TServiceContract } from '@studio/shared/contract-templates/contracts';
import { DragHandle, sortableRowStyle } from '../../ui/sortable-list.tsx';

type SortableContractRowProps = {
  contract: TServiceContract;
  position: number;
  isBusy: boolean;
  onOpen(): void;
  onRemove(): void;
};

export function SortableContractRow({
  contract,
  position,
  isBusy,
  onOpen,
  onRemove,
}: SortableContractRowProps) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: contract.contractTemplateId, disabled: isBusy });
  // dnd-kit types its listeners loosely; these are the two sensors' activators.
  const onPointerDown = listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined;
  const onKeyDown = listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;

  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '8px 8px 8px 4px',
    marginBottom: 8,
    ...sortableRowStyle(token, { transform, transition, isDragging }),
    cursor: isBusy ? 'progress' : 'pointer',
    touchAction: 'manipulation',
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="service-contract-row"
      // A pointer drag may start anywhere on the row; under 5 px of movement it is a click.
      onPointerDown={onPointerDown}
      onClick={onOpen}
    >
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        name={contract.name}
        isDragging={isDragging}
        className="service-contract-handle"
      />
      <Typography.Text type="secondary" style={{ width: 20, flex: 'none', fontSize: 13 }}>
        {position}.
      </Typography.Text>
      <Flex style={{ minWidth: 0, flex: 1 }}>
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          style={{
            border: 'none',
            background: 'transparent',
            padding: 0,
            font: 'inherit',
            fontWeight: 600,
            color: token.colorText,
            cursor: 'pointer',
            textAlign: 'left',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: '100%',
          }}
        >
          {contract.name}
        </button>
      </Flex>
      <Tooltip title="Remove from this service">
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={`Remove ${contract.name} from this service`}
          disabled={isBusy}
          style={{ color: token.colorTextTertiary }}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
        />
      </Tooltip>
    </li>
  );
}
