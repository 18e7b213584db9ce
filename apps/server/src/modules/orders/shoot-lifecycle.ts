// What a higher module does when a shoot is created, changes or ends, inside the transaction of
// that change: the workflows module plans, re-plans and cancels the shoot's tasks. Orders stands
// below it, so it is handed the implementation once by buildApp instead of importing it.
import type { Transaction } from '../../db/client.ts';
import type { OrderScope } from './service.ts';

export type ShootLifecycleHooks = {
  /** A shoot exists now: the owner's form, a client's booking, a paid checkout, an inquiry. */
  created(tx: Transaction, shoot: OrderScope): Promise<void>;
  /** Its time or package changed (moved, a new date, the time given later, another package). */
  changed(tx: Transaction, shoot: OrderScope): Promise<void>;
  /** It was cancelled: nothing more goes out for it. */
  cancelled(tx: Transaction, shoot: OrderScope): Promise<void>;
};

let registered: ShootLifecycleHooks | undefined;

/** Called once by buildApp with the workflows module's implementation. */
export function registerShootLifecycle(hooks: ShootLifecycleHooks): void {
  registered = hooks;
}

export function shootLifecycle(): ShootLifecycleHooks {
  if (!registered) throw new Error('Shoot lifecycle hooks are not registered: buildApp does it');
  return registered;
}
