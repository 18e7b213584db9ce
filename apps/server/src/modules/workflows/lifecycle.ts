// The workflows module's answers to the lifecycle of shoots and inquiries, handed by buildApp to
// the orders and inquiries modules, which stand below it.
import type { InquiryLifecycleHooks } from '../inquiries/inquiry-lifecycle.ts';
import type { ShootLifecycleHooks } from '../orders/shoot-lifecycle.ts';
import { cancelSubject, planSubject, replanSubject, stopAutomaticEmails } from './planning.ts';

export const shootLifecycleHooks: ShootLifecycleHooks = {
  created: (tx, shoot) => planSubject(tx, shoot),
  changed: (tx, shoot) => replanSubject(tx, shoot, { hasShootMoved: true }),
  cancelled: (tx, shoot) => cancelSubject(tx, shoot),
};

export const inquiryLifecycleHooks: InquiryLifecycleHooks = {
  created: (tx, inquiry) => planSubject(tx, inquiry),
  deleted: (tx, inquiry) => cancelSubject(tx, inquiry),
  becameShoot: (tx, inquiry) => stopAutomaticEmails(tx, inquiry),
};
