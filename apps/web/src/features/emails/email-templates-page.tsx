// /management/emails: the photographer's email templates (the defaults every business starts
// with, then their own), to preview, edit, restore or delete.
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { TemplateList } from '../../ui/template-list.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useConfirmDeleteTemplate, useConfirmRevertTemplate } from './confirm-template-actions.ts';
import { EmailPreviewModal } from './email-preview-modal.tsx';
import { EmailTemplateRow } from './email-template-row.tsx';
import { emailsPath, emailTemplateKeys } from './use-email-templates.ts';

export function EmailTemplatesPage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [previewing, setPreviewing] = useState<TEmailTemplateListItem | undefined>(undefined);
  const confirmDelete = useConfirmDeleteTemplate();
  const confirmRevert = useConfirmRevertTemplate();
  const newPath = `${emailsPath}/new`;

  return (
    <PageBody width={960}>
      <PageHeader
        title="Emails"
        description="The emails you send clients: confirmations, reminders, answers. Placeholders fill in each client’s details."
        extra={
          <ButtonLink type="primary" icon={<PlusOutlined />} to={newPath}>
            New template
          </ButtonLink>
        }
      />
      <TemplateList<TEmailTemplateListItem>
        label="Email templates"
        searchLabel="Search email templates"
        path="/api/email-templates"
        queryKey={emailTemplateKeys.list}
        gutter={isMobile ? 16 : 24}
        none={{
          description:
            'No email templates yet. Write an email once, then send it by hand or from a workflow.',
          action: (
            <ButtonLink type="primary" icon={<PlusOutlined />} to={newPath}>
              Create email template
            </ButtonLink>
          ),
        }}
        noMatch="No email templates match your search."
        renderRow={(template, isLast) => (
          <EmailTemplateRow
            key={template.id}
            template={template}
            isLast={isLast}
            isCompact={isMobile}
            onOpen={() => void navigate(`${emailsPath}/${template.id}`)}
            onPreview={() => setPreviewing(template)}
            onRevert={() => void confirmRevert(template)}
            onDelete={() => void confirmDelete(template)}
          />
        )}
      />
      {previewing && (
        <EmailPreviewModal
          isOpen
          templateId={previewing.id}
          templateName={previewing.name}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </PageBody>
  );
}
