// A service's colour as a round dot beside its name: lists, cards, the pages' heads. A service
// without a colour (none chosen, or a deleted one's row) shows neutral grey.
import './service-dot.css';

const NO_COLOR = '#BFBFBF';

type Props = {
  color: string | null | undefined;
  /** 8 px in dense rows, 10 px by default, 12 px beside a page's title. */
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

export function ServiceDot({ color, size = 'medium', className }: Props) {
  return (
    <span
      className={`service-dot is-${size}${className ? ` ${className}` : ''}`}
      style={{ background: color || NO_COLOR }}
      aria-hidden
    />
  );
}
