import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

/** A system setting for reduced motion that the test can switch, as a person would. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && reduce,
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    switchTo(value: boolean) {
      reduce = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the system setting, also when it changes while the app is open', () => {
    const setting = systemSetting(false);
    render(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    setting.switchTo(true);
    expect(screen.getByText('still')).toBeInTheDocument();
    setting.switchTo(false);
    expect(screen.getByText('moving')).toBeInTheDocument();
  });

  it('reads a reduced-motion system as still from the first render', () => {
    systemSetting(true);
    render(<Probe />);
    expect(screen.getByText('still')).toBeInTheDocument();
  });
});
