// Where the forms of a page say whether they hold unsaved changes: the layout's
// DirtyGuardProvider (app/layout/dirty-guard-provider.tsx) holds it, useDirtyGuard reports to it.
import { createContext } from 'react';

export type DirtyRegistry = { setDirty(id: string, isDirty: boolean): void };

export const DirtyRegistryContext = createContext<DirtyRegistry | undefined>(undefined);
