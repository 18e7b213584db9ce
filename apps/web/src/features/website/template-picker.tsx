// Choosing a template: cards with a thumbnail and name, grouped, filtered by look. Each card is a
// native radio button (arrow keys move between them, Space chooses), and the grid narrows to one
// or two columns on a phone.
import { Empty, Segmented, Skeleton, Typography } from 'antd';
import type { TSiteTemplateCatalogue, TSiteTemplateSummary } from '@studio/site/contracts';
import { TemplateThumbnail } from './template-thumbnail.tsx';

export function TemplatePicker(props: {
  catalogue: TSiteTemplateCatalogue | undefined;
  kind: 'page' | 'section';
  value: string | undefined;
  onChange: (template: TSiteTemplateSummary | undefined) => void;
  /** Page templates: which look to show ('all' for every one). */
  lookId?: string;
  onLookChange?: (lookId: string) => void;
  /** Offer a blank page before the templates. */
  allowBlank?: boolean;
}) {
  const { catalogue } = props;
  if (!catalogue) return <Skeleton active />;
  const groups = props.kind === 'page' ? catalogue.pageGroups : catalogue.sectionGroups;
  const shown = catalogue.templates.filter(
    (template) =>
      template.kind === props.kind &&
      (props.kind === 'section' ||
        !props.lookId ||
        props.lookId === 'all' ||
        template.lookId === props.lookId),
  );
  const name = `template-${props.kind}`;
  return (
    <div className="template-picker">
      {props.kind === 'page' && props.onLookChange && (
        <Segmented
          aria-label="Look"
          value={props.lookId ?? 'all'}
          onChange={(value) => props.onLookChange?.(String(value))}
          options={[
            { label: 'All looks', value: 'all' },
            ...catalogue.looks.map((look) => ({ label: look.name, value: look.id })),
          ]}
        />
      )}
      {props.allowBlank && (
        <fieldset className="template-picker__group">
          <legend className="template-picker__legend">Start empty</legend>
          <label className="template-card template-card--blank">
            <input
              type="radio"
              name={name}
              className="template-card__input"
              checked={props.value === undefined}
              onChange={() => props.onChange(undefined)}
            />
            <span className="template-card__blank" aria-hidden="true" />
            <span className="template-card__name">Blank page</span>
            <span className="template-card__summary">A heading and a line to replace</span>
          </label>
        </fieldset>
      )}
      {shown.length === 0 && <Empty description="No templates" />}
      {groups.map((group) => {
        const inGroup = shown.filter((template) => template.group === group);
        if (inGroup.length === 0) return null;
        return (
          <fieldset key={group} className="template-picker__group">
            <legend className="template-picker__legend">{group}</legend>
            <div className="template-picker__grid">
              {inGroup.map((template) => (
                <label key={template.id} className="template-card">
                  <input
                    type="radio"
                    name={name}
                    value={template.id}
                    className="template-card__input"
                    checked={props.value === template.id}
                    onChange={() => props.onChange(template)}
                  />
                  <TemplateThumbnail templateId={template.id} name={template.name} />
                  <span className="template-card__name">{template.name}</span>
                  <Typography.Text type="secondary" className="template-card__summary">
                    {template.summary}
                  </Typography.Text>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
