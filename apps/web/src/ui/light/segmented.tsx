// A choice of a few options drawn as one control (antd's Segmented without antd): native radios
// under their labels, so arrow keys move the choice and a screen reader hears a radio group.
import { useId, type ReactNode } from 'react';
import './parts.css';

export type LightSegmentedOption<T extends string | number> = { value: T; label: ReactNode };

export function LightSegmented<T extends string | number>({
  options,
  value,
  onChange,
  size = 'middle',
  className,
  'aria-label': ariaLabel,
}: {
  options: readonly LightSegmentedOption<T>[];
  value: T;
  onChange(value: T): void;
  size?: 'middle' | 'large';
  className?: string;
  'aria-label': string;
}) {
  const name = useId();
  const classes = ['l-segmented', size === 'large' && 'l-segmented--large', className];
  return (
    <div role="radiogroup" aria-label={ariaLabel} className={classes.filter(Boolean).join(' ')}>
      {options.map((option) => {
        const isSelected = option.value === value;
        return (
          <label
            key={option.value}
            className={isSelected ? 'l-segmented-item is-selected' : 'l-segmented-item'}
          >
            <input
              type="radio"
              className="l-segmented-input"
              name={name}
              value={option.value}
              checked={isSelected}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
