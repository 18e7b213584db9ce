// What a higher module does when an inquiry arrives or is deleted, inside that transaction: the
// workflows module plans and cancels the inquiry's tasks. Inquiries stands below it, so it is
// handed the implementation once by buildApp instead of importing it.
import type { Transaction } from '../../db/client.ts';

export type InquiryScope = { businessId: string; inquiryId: string };

export type InquiryLifecycleHooks = {
  created(tx: Transaction, inquiry: InquiryScope): Promise<void>;
  /** Deleted by the owner: nothing more goes out for it. */
  deleted(tx: Transaction, inquiry: InquiryScope): Promise<void>;
  /** A shoot was made from it: its automatic emails not sent yet stop; the shoot has its own. */
  becameShoot(tx: Transaction, inquiry: InquiryScope): Promise<void>;
};

let registered: InquiryLifecycleHooks | undefined;

/** Called once by buildApp with the workflows module's implementation. */
export function registerInquiryLifecycle(hooks: InquiryLifecycleHooks): void {
  registered = hooks;
}

export function inquiryLifecycle(): InquiryLifecycleHooks {
  if (!registered) throw new Error('Inquiry lifecycle hooks are not registered: buildApp does it');
  return registered;
}
