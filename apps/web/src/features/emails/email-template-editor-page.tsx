// /management/emails/new and /management/emails/{id}: one email template on its own page (room
// for a long email on a desktop, one column on a phone), with Preview email, Restore original for
// a changed default, and Delete for the photographer's own templates.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Skeleton } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import type { TEmailTemplate } from '@studio/shared/emails/contracts';
import { errorLines } from '../../api/http-client.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { useConfirmDeleteTemplate, useConfirmRevertTemplate } from './confirm-template-actions.ts';
import { EmailPreviewModal } from './email-preview-modal.tsx';
import { EmailTemplateTags } from './email-template-row.tsx';
import { EmailTemplateForm, valuesOf, type TemplateValues } from './email-template-form.tsx';
import { emailsPath, useEmailTemplate } from './use-email-templates.ts';

export function EmailTemplateEditorPage() {
  const { id } = useParams();
  const templateId = id === 'new' ? undefined : id;
  const template = useEmailTemplate(templateId);

  const back = (
    <Link to={emailsPath} style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined aria-hidden /> Emails
    </Link>
  );

  if (templateId && template.isPending) {
    return (
      <PageBody width={880}>
        {back}
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageBody>
    );
  }
  if (templateId && template.isError) {
    return (
      <PageBody width={880}>
        {back}
        <Alert type="error" showIcon title={errorLines(template.error).join(' ')} />
      </PageBody>
    );
  }
  return (
    // A saved template starts a fresh form: what was saved is what "unchanged" means now.
    <TemplateEditor
      key={template.data ? `${template.data.id}:${template.data.updatedAt}` : 'new'}
      template={template.data}
      back={back}
    />
  );
}

function TemplateEditor({
  template,
  back,
}: {
  template: TEmailTemplate | undefined;
  back: ReactNode;
}) {
  const navigate = useNavigate();
  const [form] = Form.useForm<TemplateValues>();
  const [initial] = useState(() => valuesOf(template));
  const isDirty = useIsFormDirty(form, initial);
  const { release } = useDirtyGuard(isDirty);
  const confirmDelete = useConfirmDeleteTemplate();
  const confirmRevert = useConfirmRevertTemplate();
  const [isPreviewOpen, setPreviewOpen] = useState(false);

  const onSaved = (saved: TEmailTemplate) => {
    if (template) return;
    // A new template continues as the saved one, at its own address.
    release();
    void navigate(`${emailsPath}/${saved.id}`, { replace: true });
  };

  const remove = async () => {
    if (!template || !(await confirmDelete(template))) return;
    release();
    void navigate(emailsPath, { replace: true });
  };

  const actions = template && (
    <Flex gap={8} wrap>
      <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
        Preview email
      </Button>
      {template.isDefault && template.isChanged && (
        <Button icon={<UndoOutlined />} onClick={() => void confirmRevert(template)}>
          Restore original
        </Button>
      )}
      {!template.isDefault && (
        <Button danger icon={<DeleteOutlined />} onClick={() => void remove()}>
          Delete
        </Button>
      )}
    </Flex>
  );

  return (
    <PageBody width={880}>
      {back}
      <PageHeader
        title={
          <Flex align="center" gap={12} wrap component="span">
            <span>{template ? template.name : 'New email template'}</span>
            {template && <EmailTemplateTags template={template} />}
          </Flex>
        }
        description={
          template?.isDefault
            ? 'A default template: change it as you like, and restore the original text whenever you want. It cannot be deleted.'
            : 'Write it once; send it by hand or from a workflow. Placeholders fill in each client’s details.'
        }
        extra={actions}
      />
      <EmailTemplateForm
        form={form}
        template={template}
        initial={initial}
        isDirty={isDirty}
        onSaved={onSaved}
      />
      {template && (
        <EmailPreviewModal
          isOpen={isPreviewOpen}
          templateId={template.id}
          templateName={template.name}
          hasUnsavedChanges={isDirty}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </PageBody>
  );
}
