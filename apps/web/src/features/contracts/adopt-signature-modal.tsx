// Adopt (or replace) the signature the photographer countersigns with: the full name and a typed
// or drawn mark, checked with the same schema as the server before it is sent.
import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import type { TAdoptedSignature } from '@studio/shared/contracts/contracts';
import { ZAdoptSignatureRequest } from '@studio/shared/contracts/requests';
import { errorLines } from '../../api/http-client.ts';
import { SignatureMarkInput } from '../../signature/signature-mark-input.tsx';
import {
  emptySignatureDraft,
  markOf,
  type SignatureDraft,
} from '../../signature/signature-mark.ts';
import { useAdoptSignature } from './use-signing-settings.ts';

type Props = {
  /** The signature adopted before, if any: its name is offered again. */
  current?: TAdoptedSignature | null | undefined;
  /** Why it is asked now (countersigning without one), above the fields. */
  reason?: string;
  onAdopted(adopted: TAdoptedSignature): void;
  onClose(): void;
};

type Errors = { fullName?: string; signature?: string };

export function AdoptSignatureModal({ current, reason, onAdopted, onClose }: Props) {
  const adopt = useAdoptSignature();
  const [draft, setDraft] = useState<SignatureDraft>({
    ...emptySignatureDraft,
    fullName: current?.fullName ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [lines, setLines] = useState<string[]>([]);

  const submit = () => {
    const parsed = ZAdoptSignatureRequest.safeParse({
      fullName: draft.fullName,
      signature: markOf(draft) ?? undefined,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'fullName' ? 'fullName' : 'signature';
        found[field] ??= issue.message;
      }
      // Typed from an empty name: the name's own message says what is missing.
      if (found.fullName && draft.kind === 'typed') delete found.signature;
      setErrors(found);
      return;
    }
    setErrors({});
    setLines([]);
    adopt.mutate(parsed.data, {
      onSuccess: onAdopted,
      onError: (error) => setLines(errorLines(error)),
    });
  };

  return (
    <Modal
      open
      title={current ? 'Replace your signature' : 'Adopt your signature'}
      okText="Adopt signature"
      width={modalWidths.default}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={adopt.isPending}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {reason && <Alert type="info" showIcon title={reason} style={{ marginBottom: 16 }} />}
      {lines.length > 0 && (
        <Alert type="error" showIcon title={lines.join(' ')} style={{ marginBottom: 16 }} />
      )}
      <Typography.Paragraph type="secondary">
        Your signature goes on every contract you countersign, with your name and the time.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Full name"
          htmlFor="adopt-full-name"
          required
          validateStatus={errors.fullName ? 'error' : undefined}
          help={errors.fullName}
        >
          <Input
            id="adopt-full-name"
            autoComplete="name"
            value={draft.fullName}
            onChange={(event) => setDraft({ ...draft, fullName: event.target.value })}
          />
        </Form.Item>
        <Form.Item
          label="Signature"
          validateStatus={errors.signature ? 'error' : undefined}
          help={errors.signature}
          style={{ marginBottom: 0 }}
        >
          <SignatureMarkInput draft={draft} onChange={setDraft} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The adopted signature as it appears on a contract. */
export function AdoptedSignatureMark({ adopted }: { adopted: TAdoptedSignature }) {
  return adopted.mark.kind === 'typed' ? (
    <span className="signature-script" style={{ fontSize: 32, lineHeight: 1.2 }}>
      {adopted.mark.name}
    </span>
  ) : (
    <img
      className="signature-adopted-image"
      src={adopted.mark.pngDataUrl}
      alt={`Signature of ${adopted.fullName}`}
    />
  );
}
