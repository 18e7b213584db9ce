// One button of the rich-text toolbar: named for screen readers, explained with its shortcut.
import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Key names as the person's keyboard shows them. */
export const keys = {
  isMac,
  mod: isMac ? '⌘' : 'Ctrl',
  shift: isMac ? '⇧' : 'Shift',
  alt: isMac ? '⌥' : 'Alt',
};

export type ToolButtonProps = {
  label: string;
  shortcut: string;
  icon: ReactNode;
  isActive?: boolean;
  disabled: boolean;
  /** Absent when a wrapping popover handles the click. */
  onClick?(): void;
};

export function ToolButton({
  label,
  shortcut,
  icon,
  isActive,
  disabled,
  onClick,
}: ToolButtonProps) {
  return (
    <Tooltip title={`${label} (${shortcut})`} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={isActive === undefined ? undefined : isActive}
        className={isActive ? 'rte-button rte-button-active' : 'rte-button'}
        disabled={disabled}
        // Keep the selection in the editor while clicking.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}
