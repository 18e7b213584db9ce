// /management/contracts: the photographer's contract templates, to write once and attach to services.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Segmented, Skeleton, theme } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { errorLines } from '../../api/http-client.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { ContractEditor } from './contract-editor.tsx';
import { ContractRow } from './contract-row.tsx';
import { useConfirmDeleteContract } from './confirm-delete-contract.ts';
import { useContractTemplates, type ContractListFilters } from './use-contracts.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';

type Privacy = 'all' | 'public' | 'private';
/** Which template the editor shows: a new one, an existing one, or none (closed). */
type Editing = { templateId: string | undefined } | undefined;

const privacyOptions: { value: Privacy; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

export function ContractsPage() {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const gutter = isMobile ? 16 : 24;
  const [searchText, setSearchText] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('all');
  const [editing, setEditing] = useState<Editing>(undefined);
  const search = useDebouncedValue(searchText.trim());
  const filters: ContractListFilters = {
    search,
    isPrivate: privacy === 'all' ? undefined : privacy === 'private',
  };
  const isFiltered = filters.search !== '' || filters.isPrivate !== undefined;
  const list = useContractTemplates(filters);
  const confirmDelete = useConfirmDeleteContract();
  const templates = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const openNew = () => setEditing({ templateId: undefined });

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
          description="No contracts yet. Write your terms once, then attach them to any service."
          style={{ padding: '32px 0' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            Create contract
          </Button>
        </Empty>
      );
    }
    if (templates.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No contracts match your search."
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
        <ul aria-label="Contracts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templates.map((template, index) => (
            <ContractRow
              key={template.id}
              template={template}
              isLast={index === templates.length - 1 && !list.hasNextPage}
              isCompact={isMobile}
              onOpen={() => setEditing({ templateId: template.id })}
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
        title="Contracts"
        description="Contract templates you attach to your services, written once and reused."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            New contract
          </Button>
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
            aria-label="Search contracts"
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
      <ContractEditor
        isOpen={editing !== undefined}
        templateId={editing?.templateId}
        canDelete
        onClose={() => setEditing(undefined)}
      />
    </PageBody>
  );
}
