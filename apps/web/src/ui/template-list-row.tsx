// One template in a list page (contracts, questionnaires, emails): an icon, the name with its tags,
// a line of detail, and a delete button or the list's own actions; the whole row opens it.
import type { ReactNode } from 'react';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

type TemplateListRowProps = {
  name: string;
  icon: ReactNode;
  /** Tags after the name. */
  tags?: ReactNode;
  /** The secondary line under the name. */
  detail: ReactNode;
  /** The last row draws no line under itself. */
  isLast: boolean;
  /** Phones: no icon, so the name gets the width. */
  isCompact: boolean;
  className?: string;
  testId?: string;
  onOpen(): void;
  /** The row's actions in place of the delete button (e.g. a default that cannot be deleted). */
  actions?: ReactNode;
  onDelete?(): void;
};

export function TemplateListRow({
  name,
  icon,
  tags,
  detail,
  isLast,
  isCompact,
  className,
  testId,
  onOpen,
  actions,
  onDelete,
}: TemplateListRowProps) {
  const { token } = theme.useToken();
  return (
    <li
      className={className}
      onClick={onOpen}
      data-testid={testId}
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
          {icon}
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
              {name}
            </span>
          </Button>
          {tags}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {detail}
        </Typography.Text>
      </div>
      {actions ? (
        // Clicks on an action do not open the row.
        <Flex gap={2} flex="none" onClick={(event) => event.stopPropagation()}>
          {actions}
        </Flex>
      ) : (
        onDelete && (
          <Tooltip title="Delete">
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Delete ${name}`}
              onClick={(event) => {
                event.stopPropagation();
                onDelete();
              }}
            />
          </Tooltip>
        )
      )}
    </li>
  );
}
