// One questionnaire in the list: name, type, default flag, how many questions and services.
import { Tag, Tooltip } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import { TemplateListRow } from '../../ui/template-list-row.tsx';
import { questionnaireTypeLabels } from './field-types.ts';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function questionnaireSummary(template: TQuestionnaireTemplate): string {
  const used =
    template.serviceCount === 0
      ? 'not used by a service yet'
      : `used by ${plural(template.serviceCount, 'service')}`;
  return `${plural(template.fields.length, 'question')} · ${used}`;
}

type QuestionnaireRowProps = {
  template: TQuestionnaireTemplate;
  isLast: boolean;
  isCompact: boolean;
  onOpen(): void;
  onDelete(): void;
};

export function QuestionnaireRow({ template, ...row }: QuestionnaireRowProps) {
  return (
    <TemplateListRow
      {...row}
      name={template.name}
      icon={<FormOutlined />}
      testId="questionnaire-row"
      tags={
        <>
          <Tag
            color={template.type === 'BOOKING' ? 'green' : 'blue'}
            style={{ marginInlineEnd: 0 }}
          >
            {questionnaireTypeLabels[template.type]}
          </Tag>
          {template.isDefault && (
            <Tooltip title="Your business inquiry form asks these questions">
              <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                Business inquiry form
              </Tag>
            </Tooltip>
          )}
        </>
      }
      detail={questionnaireSummary(template)}
    />
  );
}
