// The calm full-page wait while the session boots, a guarded page decides, or a page
// finishes something before it can show anything (then `message` says what).
import { BrandLockup } from './brand-mark.tsx';
import { brand, textGreys } from './theme.ts';
import { LightSpinner } from '../ui/light/button.tsx';

export function LoadingScreen({ message }: { message?: string }) {
  return (
    <div
      role="status"
      aria-label={message ?? 'Loading'}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 32,
        minHeight: '100vh',
        background: brand.canvas,
      }}
    >
      <BrandLockup />
      <LightSpinner isLarge />
      {message && <span style={{ color: textGreys.secondary }}>{message}</span>}
    </div>
  );
}
