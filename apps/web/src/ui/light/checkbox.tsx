// A checkbox with its label (antd's Checkbox without antd): a native input, drawn in the theme.
import type { ReactNode } from 'react';
import './parts.css';

export function LightCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className="l-checkbox">
      <input
        type="checkbox"
        className="l-checkbox-input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
