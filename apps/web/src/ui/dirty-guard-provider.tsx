// The router's one navigation blocker for unsaved changes (React Router allows one at a time),
// held by the app layout for every form below it. It is light (no antd): the layout is the first
// screen. The question it asks when a dirty form is left comes from a lazy chunk, in antd's
// confirm dialog like every other question of the app.
import { createContext, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { lazyInAntd } from '../app/antd-lazy.tsx';

export type DirtyRegistry = { setDirty(id: string, isDirty: boolean): void };

export const DirtyRegistryContext = createContext<DirtyRegistry | undefined>(undefined);

const DiscardChangesQuestion = lazyInAntd(() =>
  import('./discard-changes-question.tsx').then((m) => m.DiscardChangesQuestion),
);

/** Blocks navigation while any form below it is dirty, and asks whether to discard. */
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
          <DiscardChangesQuestion
            onDiscard={() => blocker.proceed()}
            onKeep={() => blocker.reset()}
          />
        </Suspense>
      )}
    </DirtyRegistryContext.Provider>
  );
}
