// A vertical list reordered by drag (a pointer after a few pixels, or the keyboard on a row's
// handle), announced to screen readers by the rows' names; and the pieces its rows share.
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { Tooltip, theme, type GlobalToken } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS, type Transform } from '@dnd-kit/utilities';
import { timing } from '@studio/shared/constants';

type SortableListProps = {
  /** The rows' dnd-kit ids, in order; never falsy. */
  ids: readonly UniqueIdentifier[];
  /** What the screen reader calls the row at this index. */
  nameAt(index: number): string;
  onMove(from: number, to: number): void;
  /** The list element (an ol of the rows). */
  children: ReactNode;
};

export function SortableList({ ids, nameAt, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: timing.dragActivationPx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(id);
  const nameOf = (id: UniqueIdentifier) => nameAt(indexOf(id));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder, press space or enter on the handle, move with the arrow keys, then press space or enter again to drop, or escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1}.`
              : `${nameOf(active.id)} is not over a position.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1}.`
              : `${nameOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} is back.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type SortableState = {
  transform: Transform | null;
  transition: string | undefined;
  isDragging: boolean;
};

/** The frame of a row that moves with the drag and lifts while dragged. */
export function sortableRowStyle(
  token: GlobalToken,
  { transform, transition, isDragging }: SortableState,
): CSSProperties {
  return {
    borderRadius: token.borderRadius,
    border: `1px solid ${isDragging ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
    background: token.colorBgContainer,
    boxShadow: isDragging ? token.boxShadowSecondary : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    transform: CSS.Translate.toString(transform),
    transition,
  };
}

type DragHandleProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'style'> & {
  ref: Ref<HTMLButtonElement>;
  /** Names the row: 'Reorder <name>'. */
  name: string;
  isDragging: boolean;
  style?: CSSProperties;
};

/** The grip a row is dragged by, and the keyboard's way to move it. */
export function DragHandle({ ref, name, isDragging, style, ...rest }: DragHandleProps) {
  const { token } = theme.useToken();
  return (
    <Tooltip title="Drag to reorder" mouseEnterDelay={0.5}>
      <button
        type="button"
        ref={ref}
        {...rest}
        aria-label={`Reorder ${name}`}
        style={{
          ...style,
          border: 'none',
          background: 'transparent',
          padding: '4px 2px',
          cursor: isDragging ? 'grabbing' : 'grab',
          color: token.colorTextTertiary,
          borderRadius: token.borderRadiusSM,
          display: 'flex',
          touchAction: 'none',
        }}
      >
        <HolderOutlined />
      </button>
    </Tooltip>
  );
}
