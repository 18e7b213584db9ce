// The timing fields of a task (when, relative to what, the interval and its unit, or a date and
// time in the business time zone) with the due time in words under them.
import {
  Col,
  DatePicker,
  Form,
  InputNumber,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { intervalUnits, taskDependencies, taskTimingTriggers } from '@studio/shared/enums';
import { instantToWall, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import type { TTaskTemplate } from '@studio/shared/workflows/contracts';
import { DATE_FORMAT, TIME_FORMAT } from '../../ui/date-formats.ts';
import { dayjs } from '../../ui/dayjs.ts';
import {
  dependencyLabels,
  isImmediate,
  needsInterval,
  needsTrigger,
  timingSentence,
  triggerLabels,
  unitLabels,
} from './workflow-labels.ts';

type TaskFields = Pick<
  TTaskTemplate,
  | 'name'
  | 'isAuto'
  | 'dependency'
  | 'relativeTo'
  | 'dueInterval'
  | 'intervalUnit'
  | 'absoluteDueAt'
  | 'emailTemplateId'
>;

/** The values of the task modal's form. */
export type TaskFormValues = Omit<TaskFields, 'absoluteDueAt' | 'dueInterval'> & {
  dueInterval: number | null;
  /** The wall time in the business time zone, held by a picker that knows no zone. */
  absoluteDue: Dayjs | null;
};

type Values = TaskFormValues;

export function TimingFields({ form, timeZone }: { form: FormInstance<Values>; timeZone: string }) {
  const values = Form.useWatch((all: Values) => all, { form, preserve: true });
  const dependency = values?.dependency ?? 'BEFORE';
  const hasTrigger = needsTrigger(dependency);
  const isAbsolute = dependency === 'ABSOLUTE_DUE_TIME';
  const immediate = isImmediate(dependency);

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={hasTrigger ? 12 : 24}>
          <Form.Item name="dependency" label="When">
            <Select
              aria-label="When"
              options={taskDependencies.map((value) => ({
                value,
                label: dependencyLabels[value],
              }))}
              onChange={(next) => {
                // The immediate kinds go at their moment: no due date, an interval of 1.
                if (isImmediate(next)) form.setFieldsValue({ dueInterval: 1, absoluteDue: null });
              }}
            />
          </Form.Item>
        </Col>
        {hasTrigger && (
          <Col xs={24} sm={12}>
            <Form.Item name="relativeTo" label="Relative to">
              <Select
                aria-label="Relative to"
                placeholder="Choose a moment"
                options={taskTimingTriggers.map((value) => ({
                  value,
                  label: triggerLabels[value],
                }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {(needsInterval(dependency) || immediate) && (
        <Row gutter={12}>
          <Col xs={12} sm={12}>
            <Form.Item
              name="dueInterval"
              label="Interval"
              extra={immediate ? 'Goes at that moment.' : undefined}
            >
              <InputNumber
                aria-label="Interval"
                precision={0}
                disabled={immediate}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={12}>
            <Form.Item name="intervalUnit" label="Unit">
              <Select
                aria-label="Unit"
                disabled={immediate}
                options={intervalUnits.map((value) => ({ value, label: unitLabels[value] }))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Form.Item name="absoluteDue" label={`Due date and time (${timeZone})`} hidden={!isAbsolute}>
        <DatePicker
          aria-label="Due date and time"
          showTime={{ format: TIME_FORMAT, use12Hours: true, minuteStep: 5 }}
          format={`${DATE_FORMAT} ${TIME_FORMAT}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {values && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="timing">
          Due:{' '}
          {timingSentence(
            {
              dependency,
              relativeTo: values.relativeTo ?? null,
              dueInterval: values.dueInterval ?? 1,
              intervalUnit: values.intervalUnit ?? 'DAYS',
              absoluteDueAt: values.absoluteDue ? 'set' : null,
            },
            () => values.absoluteDue?.format(`${DATE_FORMAT} [at] ${TIME_FORMAT}`) ?? '',
          )}
        </Typography.Paragraph>
      )}
    </>
  );
}

/** An instant as the picker's value: the wall time the business's clocks show then. */
export function toPickerValue(iso: string, timeZone: string): Dayjs {
  const wall = instantToWall(iso, timeZone);
  return dayjs(`${wall.date}T${wall.time}`);
}

/** The picker's wall time, read in the business time zone. */
export function toInstant(value: Dayjs, timeZone: string): string {
  return new Date(
    wallTimeToInstant(value.format('YYYY-MM-DD'), value.format('HH:mm'), timeZone),
  ).toISOString();
}
