// One contract template in the Contracts list: name, private tag, use and last change; opens on click.
import { Tag } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { TContractTemplateListItem } from '@studio/shared/contract-templates/contracts';
import { dayjs } from '../../ui/dayjs.ts';
import { useSession } from '../../app/session-context.ts';
import { TemplateListRow } from '../../ui/template-list-row.tsx';

/** Dates as 'MMM D, YYYY', in the business time zone. */
export function formatDate(iso: string, timeZone: string | undefined): string {
  const date = dayjs(iso);
  return (timeZone ? date.tz(timeZone) : date).format('MMM D, YYYY');
}

function usedBy(count: number): string {
  if (count === 0) return 'Not used by a service yet';
  return count === 1 ? 'Used by 1 service' : `Used by ${count} services`;
}

type ContractRowProps = {
  template: TContractTemplateListItem;
  isLast: boolean;
  isCompact: boolean;
  onOpen(): void;
  onDelete(): void;
};

export function ContractRow({ template, ...row }: ContractRowProps) {
  const { business } = useSession();
  const modified = formatDate(template.modified, business?.timeZone);
  return (
    <TemplateListRow
      {...row}
      name={template.name}
      icon={<FileTextOutlined />}
      className="contract-row"
      tags={
        template.isPrivate && (
          <Tag variant="filled" color="default" style={{ marginInlineEnd: 0 }}>
            Private
          </Tag>
        )
      }
      detail={`Last modified ${modified} · ${usedBy(template.serviceCount)}`}
    />
  );
}
