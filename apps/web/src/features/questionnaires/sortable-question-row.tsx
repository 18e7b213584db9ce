// One question of the questionnaire editor: dragged by its handle (pointer after 5 px, or the
// keyboard), its type, the question, required or not, the options of a choice question, delete.
import type { CSSProperties } from 'react';
import { Button, Flex, Form, Input, Switch, Tag, Tooltip, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { QUESTION_LABEL_MAX } from '@studio/shared/questionnaires/contracts';
import { DragHandle, sortableRowStyle } from '../../ui/sortable-list.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { fieldTypeInfo, hasOptions, type FieldType } from './field-types.ts';
import { QuestionOptions } from './question-options.tsx';
import { ZQuestionLabel } from './questionnaire-request.ts';

type SortableQuestionRowProps = {
  /** dnd-kit's id of the row. */
  sortId: string;
  /** The question's index in the form's fields list. */
  fieldName: number;
  position: number;
  type: FieldType;
  label: string;
  /** A question just added: its input takes the focus. */
  isNew: boolean;
  onRemove(): void;
};

export function SortableQuestionRow({
  sortId,
  fieldName,
  position,
  type,
  label,
  isNew,
  onRemove,
}: SortableQuestionRowProps) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortId });
  const name = label.trim() || `question ${position}`;

  const style: CSSProperties = {
    display: 'flex',
    gap: 8,
    padding: '12px 12px 12px 6px',
    ...sortableRowStyle(token, { transform, transition, isDragging }),
  };

  return (
    <li ref={setNodeRef} style={style} data-testid="question-row">
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        name={name}
        isDragging={isDragging}
        style={{ alignSelf: 'flex-start', marginTop: 6 }}
      />
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Flex align="center" gap={8}>
            <span style={{ color: token.colorTextTertiary, fontSize: 13 }}>{position}.</span>
            <Tag variant="filled" style={{ margin: 0 }}>
              {fieldTypeInfo[type].label}
            </Tag>
          </Flex>
          <Flex align="center" gap={4}>
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
              <Form.Item name={[fieldName, 'isRequired']} valuePropName="checked" noStyle>
                <Switch size="small" aria-label={`Required: ${name}`} />
              </Form.Item>
              Required
            </label>
            <Tooltip title="Delete question">
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Delete ${name}`}
                onClick={onRemove}
              />
            </Tooltip>
          </Flex>
        </Flex>
        <Form.Item
          name={[fieldName, 'label']}
          rules={[zodRule(ZQuestionLabel)]}
          style={{ marginBottom: 0 }}
        >
          <Input
            aria-label={`Question ${position}`}
            placeholder={placeholders[type] ?? 'Your question'}
            maxLength={QUESTION_LABEL_MAX + 10}
            autoFocus={isNew}
          />
        </Form.Item>
        {hasOptions(type) && <QuestionOptions fieldName={fieldName} questionLabel={name} />}
      </Flex>
    </li>
  );
}

const placeholders: Partial<Record<FieldType, string>> = {
  SHORT_TEXT: 'e.g. Who will be in the photos?',
  LONG_TEXT: 'e.g. Tell us about the story you want to tell',
  YES_NO: 'e.g. Will you bring a pet?',
  SELECT: 'e.g. Which outfit style do you prefer?',
  CHECKBOX: 'e.g. Which locations would you like?',
  DATE: 'e.g. When is the best day for you?',
};
