// The product's mark and name, as in favicon.svg: a camera in the accent colour.
import { brand } from './theme.ts';

export const PRODUCT_NAME = 'Studio';

export function BrandMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const fill = inverted ? '#FFFFFF' : brand.accent;
  const ink = inverted ? brand.accent : '#FFFFFF';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={fill} />
      <circle cx="32" cy="34" r="13" fill="none" stroke={ink} strokeWidth="5" />
      <rect x="20" y="14" width="14" height="7" rx="2" fill={ink} />
    </svg>
  );
}

export function BrandLockup({ inverted = false }: { inverted?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <BrandMark size={32} inverted={inverted} />
      <span
        style={{
          fontSize: 20,
          fontWeight: 700,
          letterSpacing: '-0.01em',
          color: inverted ? '#FFFFFF' : brand.ink,
        }}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
