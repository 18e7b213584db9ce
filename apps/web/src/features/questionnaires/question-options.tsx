// The options of a single- or multiple-choice question: one input per option, add and remove,
// at least one (the shared rule and message).
import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { QUESTION_OPTIONS_MAX } from '@studio/shared/questionnaires/contracts';
import { zodRule } from '../../ui/zod-form.ts';
import { ZQuestionOption } from './questionnaire-request.ts';

type QuestionOptionsProps = {
  /** The question's place in the form's fields list. */
  fieldName: number;
  questionLabel: string;
};

export function QuestionOptions({ fieldName, questionLabel }: QuestionOptionsProps) {
  // The option the owner just added takes the focus (inputs autofocus only when they mount).
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  return (
    <Form.List
      name={[fieldName, 'options']}
      rules={[
        {
          validator: async (_rule, options: unknown) => {
            if (!Array.isArray(options) || options.length === 0) {
              throw new Error(messages.questionOptionsRequired);
            }
          },
        },
      ]}
    >
      {(options, { add, remove }, { errors }) => {
        const addOption = () => {
          if (options.length >= QUESTION_OPTIONS_MAX) return;
          setFocusIndex(options.length);
          add('');
        };
        return (
          <Flex
            vertical
            gap={8}
            role="group"
            aria-label={`Options of ${questionLabel}`}
            style={{ marginTop: 4, paddingLeft: 12, borderLeft: '2px solid rgba(0, 0, 0, 0.06)' }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Options clients choose from
            </Typography.Text>
            {options.map((option, index) => (
              <Flex key={option.key} gap={8} align="flex-start">
                <Form.Item
                  name={option.name}
                  rules={[zodRule(ZQuestionOption)]}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <Input
                    aria-label={`Option ${index + 1} of ${questionLabel}`}
                    placeholder={`Option ${index + 1}`}
                    maxLength={300}
                    autoFocus={index === focusIndex}
                    onPressEnter={(event) => {
                      // Enter adds the next option instead of submitting the questionnaire.
                      event.preventDefault();
                      addOption();
                    }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={`Remove option ${index + 1} of ${questionLabel}`}
                  onClick={() => remove(option.name)}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {options.length < QUESTION_OPTIONS_MAX && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={addOption}
                style={{ alignSelf: 'flex-start' }}
              >
                Add option
              </Button>
            )}
          </Flex>
        );
      }}
    </Form.List>
  );
}
