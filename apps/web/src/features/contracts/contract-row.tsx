// One contract template in the Contracts list: name, private tag, use and last change; opens on click.
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TContractTemplateListItem } from '@studio/shared/contract-templates/contracts';
import { useSession } from '../../app/session-context.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9 date format, in the business time zone. */
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
  /** The last row draws no line under itself. */
  isLast: boolean;
  /** Phones: no document icon, so the name gets the width. */
  isCompact: boolean;
  onOpen(): void;
  onDelete(): void;
};

export function ContractRow({ template, isLast, isCompact, onOpen, onDelete }: ContractRowProps) {
  const { token } = theme.useToken();
  const { business } = useSession();
  const modified = formatDate(template.modified, business?.timeZone);
  return (
    <li
      className="contract-row"
      onClick={onOpen}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: isCompact ? 8 : 16,
        padding: '14px 0',
        borderBottom: isLast ? 'none' : `1px solid ${token.colorBorderSecondary}`,
        cursor: 'pointer',
      }}
    >
      {!isCompact && (
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{
            width: 40,
            height: 40,
            flex: 'none',
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            color: token.colorPrimary,
            fontSize: 18,
          }}
        >
          <FileTextOutlined />
        </Flex>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
          <Button
            type="link"
            style={{
              padding: 0,
              height: 'auto',
              maxWidth: '100%',
              color: token.colorText,
              fontWeight: 600,
              fontSize: 15,
            }}
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {template.name}
            </span>
          </Button>
          {template.isPrivate && (
            <Tag variant="filled" color="default" style={{ marginInlineEnd: 0 }}>
              Private
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Last modified {modified} · {usedBy(template.serviceCount)}
        </Typography.Text>
      </div>
      <Tooltip title="Delete">
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete ${template.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onDelete();
          }}
        />
      </Tooltip>
    </li>
  );
}
