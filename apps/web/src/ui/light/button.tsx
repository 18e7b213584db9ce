// A button of the light parts (light.css): antd's look without antd, for the first screen.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './light.css';

type Variant = 'default' | 'primary' | 'text';
type Size = 'small' | 'middle' | 'large';

export type LightButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  icon?: ReactNode;
  /** Drawn as a circle around the icon (give it an aria-label). */
  isIconOnly?: boolean;
  isBlock?: boolean;
  /** A spinner in place of the icon; the button stays focusable but ignores clicks. */
  isLoading?: boolean;
};

export function lightButtonClass({
  variant = 'default',
  size = 'middle',
  isIconOnly = false,
  isBlock = false,
  className,
}: Pick<LightButtonProps, 'variant' | 'size' | 'isIconOnly' | 'isBlock' | 'className'>): string {
  return [
    'l-btn',
    variant !== 'default' && `l-btn--${variant}`,
    size !== 'middle' && `l-btn--${size}`,
    isIconOnly && 'l-btn--icon',
    isBlock && 'l-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function LightButton({
  variant,
  size,
  icon,
  isIconOnly,
  isBlock,
  isLoading = false,
  className,
  children,
  onClick,
  type = 'button',
  ...rest
}: LightButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={lightButtonClass({ variant, size, isIconOnly, isBlock, className })}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? undefined : onClick}
    >
      {isLoading ? <span className="l-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}

/** A spinner for a wait with nothing else to show. */
export function LightSpinner({ isLarge = false }: { isLarge?: boolean }) {
  return <span className={isLarge ? 'l-spin l-spin--large' : 'l-spin'} aria-hidden />;
}
