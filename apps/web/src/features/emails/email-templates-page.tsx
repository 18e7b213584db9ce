// /management/emails: the photographer's email templates (the defaults every business starts
// with, then their own), to preview, edit, restore or delete.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Segmented, Skeleton, theme } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { errorLines } from '../../api/http-client.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useConfirmDeleteTemplate, useConfirmRevertTemplate } from './confirm-template-actions.ts';
import { EmailPreviewModal } from './email-preview-modal.tsx';
import { EmailTemplateRow } from './email-template-row.tsx';
import { emailsPath, useEmailTemplates, type EmailTemplateFilters } from './use-email-templates.ts';

type Privacy = 'all' | 'public' | 'private';

const privacyOptions: { value: Privacy; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

export function EmailTemplatesPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const gutter = isMobile ? 16 : 24;
  const [searchText, setSearchText] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('all');
  const [previewing, setPreviewing] = useState<TEmailTemplateListItem | undefined>(undefined);
  const search = useDebouncedValue(searchText.trim());
  const filters: EmailTemplateFilters = {
    search,
    isPrivate: privacy === 'all' ? undefined : privacy === 'private',
  };
  const isFiltered = filters.search !== '' || filters.isPrivate !== undefined;
  const list = useEmailTemplates(filters);
  const confirmDelete = useConfirmDeleteTemplate();
  const confirmRevert = useConfirmRevertTemplate();
  const templates = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const newPath = `${emailsPath}/new`;

  const body = (() => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    }
    if (templates.length === 0 && !isFiltered) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No email templates yet. Write an email once, then send it by hand or from a workflow."
          style={{ padding: '32px 0' }}
        >
          <ButtonLink type="primary" icon={<PlusOutlined />} to={newPath}>
            Create email template
          </ButtonLink>
        </Empty>
      );
    }
    if (templates.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No email templates match your search."
          style={{ padding: '32px 0' }}
        >
          <Button
            onClick={() => {
              setSearchText('');
              setPrivacy('all');
            }}
          >
            Clear search
          </Button>
        </Empty>
      );
    }
    return (
      <Flex vertical>
        <ul aria-label="Email templates" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templates.map((template, index) => (
            <EmailTemplateRow
              key={template.id}
              template={template}
              isLast={index === templates.length - 1 && !list.hasNextPage}
              isCompact={isMobile}
              onOpen={() => void navigate(`${emailsPath}/${template.id}`)}
              onPreview={() => setPreviewing(template)}
              onRevert={() => void confirmRevert(template)}
              onDelete={() => void confirmDelete(template)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <Flex justify="center" style={{ paddingTop: 16 }}>
            <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more ({templates.length} of {total})
            </Button>
          </Flex>
        )}
      </Flex>
    );
  })();

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
      <Card styles={{ body: { padding: 0 } }}>
        <Flex
          gap={12}
          wrap
          align="center"
          justify="space-between"
          style={{
            padding: `16px ${gutter}px`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Input
            allowClear
            aria-label="Search email templates"
            placeholder="Search by name"
            prefix={<SearchOutlined />}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <Segmented<Privacy>
            aria-label="Show"
            options={privacyOptions}
            value={privacy}
            onChange={setPrivacy}
          />
        </Flex>
        <div style={{ padding: `4px ${gutter}px 8px` }}>{body}</div>
      </Card>
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
