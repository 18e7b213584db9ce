// /management/contracts: the photographer's contract templates, to write once and attach to services.
import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TContractTemplateListItem } from '@studio/shared/contract-templates/contracts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { TemplateList } from '../../ui/template-list.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { ContractEditor } from './contract-editor.tsx';
import { ContractRow } from './contract-row.tsx';
import { useConfirmDeleteContract } from './confirm-delete-contract.ts';
import { SigningSettingsCard } from './signing-settings-card.tsx';
import { contractKeys } from './use-contracts.ts';

/** Which template the editor shows: a new one, an existing one, or none (closed). */
type Editing = { templateId: string | undefined } | undefined;

export function ContractsPage() {
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState<Editing>(undefined);
  const confirmDelete = useConfirmDeleteContract();
  const openNew = () => setEditing({ templateId: undefined });

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
      <SigningSettingsCard />
      <TemplateList<TContractTemplateListItem>
        label="Contracts"
        searchLabel="Search contracts"
        path="/api/contract-templates"
        queryKey={contractKeys.list}
        gutter={isMobile ? 16 : 24}
        none={{
          description: 'No contracts yet. Write your terms once, then attach them to any service.',
          action: (
            <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
              Create contract
            </Button>
          ),
        }}
        noMatch="No contracts match your search."
        renderRow={(template, isLast) => (
          <ContractRow
            key={template.id}
            template={template}
            isLast={isLast}
            isCompact={isMobile}
            onOpen={() => setEditing({ templateId: template.id })}
            onDelete={() => void confirmDelete(template)}
          />
        )}
      />
      <ContractEditor
        isOpen={editing !== undefined}
        templateId={editing?.templateId}
        canDelete
        onClose={() => setEditing(undefined)}
      />
    </PageBody>
  );
}
