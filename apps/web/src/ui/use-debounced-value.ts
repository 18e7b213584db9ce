// A value that follows its source only once the source has been still for `delayMs` (searches,
// suggestions: 300 ms).
import { useEffect, useState } from 'react';
import { timing } from '@studio/shared/constants';

export function useDebouncedValue<T>(value: T, delayMs: number = timing.debounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
