// The contract editor: a form-width modal with the name, privacy and rich-text content of one
// contract template. Used by the Contracts page and by the service page's Contract(s) card.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Skeleton } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TContractTemplate } from '@studio/shared/contract-templates/contracts';
import { ZContractContent, ZContractName } from '@studio/shared/contract-templates/requests';
import { modalWidths } from '@studio/shared/constants';
import { errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useConfirmDeleteContract } from './confirm-delete-contract.ts';
import { useContractTemplate, useSaveContractTemplate } from './use-contracts.ts';

type ContractValues = { name: string; content: string; isPrivate: boolean };

const fieldNames = ['name', 'content', 'isPrivate'];
const emptyValues: ContractValues = { name: '', content: '', isPrivate: false };

export type ContractEditorProps = {
  isOpen: boolean;
  /** The template to edit; absent to create a new one. */
  templateId?: string | undefined;
  onClose(): void;
  onSaved?(template: TContractTemplate): void;
  /** Offer 'Delete' while editing (the Contracts page does; the service card removes instead). */
  canDelete?: boolean;
};

export function ContractEditor({
  isOpen,
  templateId,
  onClose,
  onSaved,
  canDelete = false,
}: ContractEditorProps) {
  const template = useContractTemplate(isOpen ? templateId : undefined);
  const isNew = !templateId;
  const isLoading = !isNew && template.isPending;
  const requestClose = useRef<(() => Promise<void>) | undefined>(undefined);

  return (
    <Modal
      open={isOpen}
      title={isNew ? 'New contract' : 'Edit contract'}
      width={modalWidths.form}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      // The form inside knows whether it is dirty: it asks before letting changes go.
      onCancel={() => (requestClose.current ? void requestClose.current() : onClose())}
      styles={{ body: { paddingTop: 8 } }}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : template.isError ? (
        <Alert type="error" showIcon title={errorLines(template.error).join(' ')} />
      ) : (
        <ContractForm
          key={template.data?.id ?? 'new'}
          template={isNew ? undefined : template.data}
          onClose={onClose}
          onSaved={onSaved}
          canDelete={canDelete && !isNew}
          requestClose={requestClose}
        />
      )}
    </Modal>
  );
}

type ContractFormProps = {
  template: TContractTemplate | undefined;
  onClose(): void;
  onSaved: ((template: TContractTemplate) => void) | undefined;
  canDelete: boolean;
  /** Where the form puts its guarded close, for the modal's x button and Escape. */
  requestClose: RefObject<(() => Promise<void>) | undefined>;
};

function ContractForm({ template, onClose, onSaved, canDelete, requestClose }: ContractFormProps) {
  const [form] = Form.useForm<ContractValues>();
  const [initial] = useState<ContractValues>(() =>
    template
      ? { name: template.name, content: template.content, isPrivate: template.isPrivate }
      : emptyValues,
  );
  const isDirty = useIsFormDirty(form, initial);
  const { confirmDiscard } = useDirtyGuard(isDirty);
  const save = useSaveContractTemplate();
  const confirmDelete = useConfirmDeleteContract();
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const close = useCallback(async () => {
    if (await confirmDiscard()) onClose();
  }, [confirmDiscard, onClose]);
  useEffect(() => {
    requestClose.current = close;
    return () => {
      requestClose.current = undefined;
    };
  }, [close, requestClose]);

  const submit = (values: ContractValues) => {
    setServerErrors([]);
    save.mutate(
      { id: template?.id, body: values },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => setServerErrors(showServerError(form, fieldNames, error)),
      },
    );
  };

  const remove = async () => {
    if (template && (await confirmDelete(template))) onClose();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
      scrollToFirstError
    >
      <Form.Item name="name" label="Contract name" rules={[zodRule(ZContractName)]}>
        <Input placeholder="e.g. Portrait session agreement" maxLength={600} />
      </Form.Item>
      <Form.Item name="content" label="Content" rules={[zodRule(ZContractContent)]}>
        <RichTextEditor
          aria-label="Contract content"
          placeholder="Write the terms your client agrees to…"
          minHeight={280}
          maxHeight="min(56vh, 560px)"
        />
      </Form.Item>
      <Form.Item name="isPrivate" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>Private template</Checkbox>
      </Form.Item>
      <FormErrors lines={serverErrors} />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <div>
          {canDelete && (
            <Button danger type="text" icon={<DeleteOutlined />} onClick={() => void remove()}>
              Delete
            </Button>
          )}
        </div>
        <Flex gap={8}>
          <Button onClick={() => void close()}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
