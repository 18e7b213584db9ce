// The words and colours of a contract's state and of its audit trail, on the shoot page.
import type { TContractEventType, TContractState } from '@studio/shared/contracts/contracts';

export const contractStateLooks: Record<TContractState, { label: string; color: string }> = {
  NOT_SENT: { label: 'Not sent', color: 'default' },
  SENT: { label: 'Sent', color: 'blue' },
  VIEWED: { label: 'Viewed', color: 'geekblue' },
  CLIENT_SIGNED: { label: 'Signed by client', color: 'gold' },
  COUNTERSIGNED: { label: 'Countersigned', color: 'cyan' },
  COMPLETED: { label: 'Completed', color: 'green' },
  VOIDED: { label: 'Voided', color: 'red' },
};

export const contractEventTexts: Record<TContractEventType, string> = {
  SENT: 'Sent to the client',
  VIEWED: 'Opened by the client',
  CLIENT_SIGNED: 'Signed by the client',
  COUNTERSIGNED: 'Countersigned',
  SEALED: 'Signed PDF made',
  SEAL_FAILED: 'Making the signed PDF failed',
  EMAILED: 'Signed PDF emailed',
  VOIDED: 'Voided',
};
