// One email template in the list: name with its tags (Default, Changed, Private), the subject and
// the last change; actions to preview, restore a changed default, or delete one's own template.
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, MailOutlined, UndoOutlined } from '@ant-design/icons';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { useSession } from '../../app/session-context.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { TemplateListRow } from '../../ui/template-list-row.tsx';

type EmailTemplateRowProps = {
  template: TEmailTemplateListItem;
  isLast: boolean;
  isCompact: boolean;
  onOpen(): void;
  onPreview(): void;
  onRevert(): void;
  onDelete(): void;
};

const tagStyle = { marginInlineEnd: 0 };

export function EmailTemplateTags({
  template,
}: {
  template: Pick<TEmailTemplateListItem, 'isDefault' | 'isChanged' | 'isPrivate'>;
}) {
  return (
    <>
      {template.isDefault && (
        <Tag color="green" variant="filled" style={tagStyle}>
          Default
        </Tag>
      )}
      {template.isDefault && template.isChanged && (
        <Tooltip title="You changed this default template; you can restore its original text.">
          <Tag color="gold" variant="filled" style={tagStyle}>
            Changed
          </Tag>
        </Tooltip>
      )}
      {template.isPrivate && (
        <Tag color="default" variant="filled" style={tagStyle}>
          Private
        </Tag>
      )}
    </>
  );
}

export function EmailTemplateRow({
  template,
  onPreview,
  onRevert,
  onDelete,
  ...row
}: EmailTemplateRowProps) {
  const { business } = useSession();
  const changed = formatDate(template.updatedAt, business?.timeZone);
  return (
    <TemplateListRow
      {...row}
      name={template.name}
      icon={<MailOutlined />}
      className="email-template-row"
      tags={<EmailTemplateTags template={template} />}
      detail={
        <>
          <Typography.Text
            type="secondary"
            ellipsis
            style={{ display: 'block', fontSize: 13, maxWidth: '100%' }}
          >
            {template.subject}
          </Typography.Text>
          <span style={{ display: 'block' }}>Last changed {changed}</span>
        </>
      }
      actions={
        // Two fixed places, so the preview buttons line up whether a second action exists or not.
        <Flex gap={2} style={{ width: 66 }}>
          <Tooltip title="Preview email">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Preview ${template.name}`}
              onClick={onPreview}
            />
          </Tooltip>
          {template.isDefault ? (
            template.isChanged && (
              <Tooltip title="Restore original">
                <Button
                  type="text"
                  icon={<UndoOutlined />}
                  aria-label={`Restore the original ${template.name}`}
                  onClick={onRevert}
                />
              </Tooltip>
            )
          ) : (
            <Tooltip title="Delete">
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Delete ${template.name}`}
                onClick={onDelete}
              />
            </Tooltip>
          )}
        </Flex>
      }
    />
  );
}
