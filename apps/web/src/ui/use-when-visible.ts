// Infinite scroll: calls `onVisible` when the sentinel element comes into view of its scrolling
// container (the nearest `[data-scroll-root]`, else the viewport), and again after each page
// (a new `generation`) if it is still in view (a short page does not fill it).
import { useEffect, useRef } from 'react';

export function useWhenVisible<T extends HTMLElement>(
  onVisible: () => void,
  { isActive, generation = 0 }: { isActive: boolean; generation?: number },
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the current state at once: that is the "still in view" check.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: element.closest('[data-scroll-root]'), rootMargin: '160px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive, generation]);
  return ref;
}
