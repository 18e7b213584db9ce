// Holds the router's single navigation blocker (React Router allows one at a time) for every form
// below it: navigation is blocked while any of them is dirty. Mounted by the app layout, which
// has no antd: the 'Discard changes?' dialog (antd's confirm) loads when a navigation is blocked.
import { Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DirtyRegistryContext, type DirtyRegistry } from '../../ui/dirty-guard-registry.ts';
import { lazyInAntd } from './antd-lazy.tsx';

const DiscardChangesConfirm = lazyInAntd(() =>
  import('./discard-changes-confirm.tsx').then((m) => m.DiscardChangesConfirm),
);

export function DirtyGuardProvider({ children }: { children: ReactNode }) {
  const dirtyIds = useRef(new Set<string>());

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyIds.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const registry = useMemo<DirtyRegistry>(
    () => ({
      setDirty(id, isDirty) {
        if (isDirty) dirtyIds.current.add(id);
        else dirtyIds.current.delete(id);
      },
    }),
    [],
  );

  return (
    <DirtyRegistryContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' && (
        <Suspense fallback={null}>
          <DiscardChangesConfirm onDiscard={blocker.proceed} onKeep={blocker.reset} />
        </Suspense>
      )}
    </DirtyRegistryContext.Provider>
  );
}
