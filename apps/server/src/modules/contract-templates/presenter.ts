// Contract template rows -> the shared response shapes (never raw rows).
import type {
  TContractTemplate,
  TContractTemplateListItem,
} from '@studio/shared/contract-templates/contracts';

type ListRow = {
  id: string;
  name: string;
  isPrivate: boolean;
  createdAt: Date;
  updatedAt: Date;
  serviceCount: number;
};

export function presentContractTemplateListItem(row: ListRow): TContractTemplateListItem {
  return {
    id: row.id,
    name: row.name,
    isPrivate: row.isPrivate,
    createdDate: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
    serviceCount: row.serviceCount,
  };
}

export function presentContractTemplate(row: ListRow & { content: string }): TContractTemplate {
  return { ...presentContractTemplateListItem(row), content: row.content };
}
