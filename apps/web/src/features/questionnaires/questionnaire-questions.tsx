// The questions of the questionnaire editor: the ordered list (drag by the handle after 5 px, or
// the keyboard on the handle), an empty state, and the add-question menu of field types.
import { useState } from 'react';
import { Button, Empty, Flex, Form, Popover, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  QUESTIONNAIRE_FIELDS_MAX,
  type TQuestionnaireField,
} from '@studio/shared/questionnaires/contracts';
import { SortableList } from '../../ui/sortable-list.tsx';
import { fieldTypeGroups, fieldTypeInfo, newField, type FieldType } from './field-types.ts';
import type { QuestionnaireValues } from './questionnaire-request.ts';
import { SortableQuestionRow } from './sortable-question-row.tsx';

export function QuestionnaireQuestions() {
  const form = Form.useFormInstance<QuestionnaireValues>();
  // Watched so the rows re-render as labels change (the handles are named after them).
  Form.useWatch('fields', { form, preserve: true });
  const [newId, setNewId] = useState<string | undefined>(undefined);

  return (
    <Form.List name="fields">
      {(rows, { add, remove, move }, { errors }) => {
        // Read from the store, not the watch: the watch lags a render behind add and move.
        const questions = (form.getFieldValue('fields') as TQuestionnaireField[] | undefined) ?? [];
        // dnd-kit needs ids that are never falsy: the row keys of Form.List, prefixed.
        const sortIds = rows.map((row) => `q${row.key}`);
        const nameAt = (index: number) =>
          questions[index]?.label?.trim() || `question ${index + 1}`;

        const addQuestion = (type: FieldType) => {
          const field = newField(type);
          setNewId(field.id);
          add(field);
        };
        const isFull = rows.length >= QUESTIONNAIRE_FIELDS_MAX;
        return (
          <Flex vertical gap={12}>
            {rows.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No questions yet. Add the first one: clients answer them when they book or send an inquiry."
                style={{ margin: '8px 0' }}
              />
            ) : (
              <SortableList ids={sortIds} nameAt={nameAt} onMove={move}>
                <ol
                  aria-label="Questions"
                  style={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 8,
                  }}
                >
                  {rows.map((row, index) => {
                    const question = questions[index];
                    if (!question) return null;
                    return (
                      <SortableQuestionRow
                        key={row.key}
                        sortId={`q${row.key}`}
                        fieldName={row.name}
                        position={index + 1}
                        type={question.type}
                        label={question.label ?? ''}
                        isNew={question.id === newId}
                        onRemove={() => remove(row.name)}
                      />
                    );
                  })}
                </ol>
              </SortableList>
            )}
            <Form.ErrorList errors={errors} />
            <Flex align="center" gap={12} wrap>
              <AddQuestionButton isDisabled={isFull} onPick={addQuestion} />
              {rows.length > 1 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Drag the handle to change the order clients see them in.
                </Typography.Text>
              )}
              {isFull && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  A questionnaire holds at most {QUESTIONNAIRE_FIELDS_MAX} questions.
                </Typography.Text>
              )}
            </Flex>
          </Flex>
        );
      }}
    </Form.List>
  );
}

/** The add-question picker: the field types in three groups, each with what it asks. */
function AddQuestionButton({
  isDisabled,
  onPick,
}: {
  isDisabled: boolean;
  onPick(type: FieldType): void;
}) {
  const [isOpen, setOpen] = useState(false);
  const pick = (type: FieldType) => {
    setOpen(false);
    onPick(type);
  };
  const content = (
    <Flex gap={16} wrap style={{ maxWidth: 'min(600px, calc(100vw - 48px))' }}>
      {fieldTypeGroups.map((group) => (
        <Flex key={group.title} vertical gap={2} style={{ flex: '1 1 160px' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, padding: '0 8px 4px' }}>
            {group.title}
          </Typography.Text>
          {group.types.map((type) => (
            <Button
              key={type}
              type="text"
              onClick={() => pick(type)}
              style={{ height: 'auto', padding: '6px 8px', textAlign: 'left', display: 'block' }}
            >
              <span style={{ display: 'block', fontWeight: 600 }}>{fieldTypeInfo[type].label}</span>
              <span style={{ display: 'block', fontSize: 12, fontWeight: 400, opacity: 0.6 }}>
                {fieldTypeInfo[type].hint}
              </span>
            </Button>
          ))}
        </Flex>
      ))}
    </Flex>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="topLeft"
      open={isOpen && !isDisabled}
      onOpenChange={setOpen}
    >
      <Button icon={<PlusOutlined />} disabled={isDisabled}>
        Add question
      </Button>
    </Popover>
  );
}
