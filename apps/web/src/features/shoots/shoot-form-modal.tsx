// The shoot form in the wide form modal: after creating, 'Saved!', close and
// go to the new shoot's page. The X and Escape ask before a dirty form is dropped.
import { useRef } from 'react';
import { App, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { DirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { ShootForm, type ShootFormPrefill } from './shoot-form.tsx';

/** What every place that creates a shoot does afterwards. */
export function useShootCreated(onClose: () => void) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (orderId: string) => {
    message.success(messages.saved);
    onClose();
    void navigate(`/shoots/${orderId}`);
  };
}

/** Closes once the form's guard allows it (a clean form, or the user chose to discard). */
export async function closeGuarded(guard: DirtyGuard | null, close: () => void): Promise<void> {
  if (!guard || (await guard.confirmDiscard())) close();
}

export function ShootFormModal({
  isOpen,
  onClose,
  initialServiceId,
  prefill,
  inquiryId,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  initialServiceId?: string;
  /** The client the form starts with. */
  prefill?: ShootFormPrefill;
  /** The shoot is made from this inquiry and linked to it. */
  inquiryId?: string;
  /** Runs before the usual 'Saved!', close and go to the new shoot. */
  onCreated?: (orderId: string) => void;
}) {
  const guardRef = useRef<DirtyGuard | null>(null);
  const shootCreated = useShootCreated(onClose);
  const created = (orderId: string) => {
    onCreated?.(orderId);
    shootCreated(orderId);
  };
  return (
    <Modal
      open={isOpen}
      title="New shoot"
      width={modalWidths.form}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={() => void closeGuarded(guardRef.current, onClose)}
    >
      <ShootForm
        {...(initialServiceId ? { initialServiceId } : {})}
        {...(prefill ? { prefill } : {})}
        {...(inquiryId ? { inquiryId } : {})}
        guardRef={guardRef}
        onCancel={onClose}
        onCreated={created}
      />
    </Modal>
  );
}
