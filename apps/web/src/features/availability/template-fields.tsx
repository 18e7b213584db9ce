// The editable parts of an availability template: weekly hours, specific dates, block-off times.
import { Button, DatePicker, Flex, Form, Input, Switch, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { TimeRangeInput, type TimeWindow } from './time-range-input.tsx';
import { defaultWindow, weekdayNames, type TemplateFormValues } from './template-form.ts';
import { DATE_FORMAT } from '../../ui/date-formats.ts';

/** A DatePicker kept as 'YYYY-MM-DD' in the form. */
const localDateProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

const windowRule = {
  validator: async (_rule: unknown, value: TimeWindow | undefined) => {
    if (value && value.end <= value.start) throw new Error(messages.endTimeAfterStart);
  },
};

/** The time windows of one day, at `path` (a Form.List of { start, end }). */
function WindowList({ path, label }: { path: (string | number)[]; label: string }) {
  return (
    <Form.List name={path}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ flex: '1 1 280px', minWidth: 0 }}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item
                name={field.name}
                rules={[windowRule]}
                style={{ marginBottom: 0, flex: '0 1 280px' }}
              >
                <TimeRangeInput aria-label={`${label}, window ${index + 1}`} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${label} window ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add(defaultWindow())}
              style={{ paddingInline: 0 }}
            >
              Add time window
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

export function WeekdayFields({ form }: { form: FormInstance<TemplateFormValues> }) {
  // preserve: the weekday numbers have no field of their own, so only the store holds them.
  const weekdays = Form.useWatch('weekdays', { form, preserve: true }) as
    TemplateFormValues['weekdays'] | undefined;
  return (
    <Form.List name="weekdays">
      {(fields) => (
        <div role="list" aria-label="Weekly hours">
          {fields.map((field) => {
            const row = weekdays?.[field.name];
            const name = weekdayNames[row?.weekday ?? 0] ?? '';
            return (
              <Flex
                key={field.key}
                role="listitem"
                gap={16}
                wrap
                align="flex-start"
                style={{ padding: '12px 0', borderBottom: '1px solid #F0EDE6' }}
              >
                <Flex gap={12} align="center" style={{ width: 160, paddingTop: 8 }}>
                  <Form.Item name={[field.name, 'isOn']} valuePropName="checked" noStyle>
                    <Switch
                      size="small"
                      aria-label={`Available on ${name}`}
                      onChange={(isOn) => {
                        const path: ['weekdays', number, 'windows'] = [
                          'weekdays',
                          field.name,
                          'windows',
                        ];
                        if (isOn && (form.getFieldValue(path) ?? []).length === 0) {
                          form.setFieldValue(path, [defaultWindow()]);
                        }
                      }}
                    />
                  </Form.Item>
                  <Typography.Text strong={row?.isOn}>{name}</Typography.Text>
                </Flex>
                {row?.isOn ? (
                  <WindowList path={[field.name, 'windows']} label={name} />
                ) : (
                  <Typography.Text type="secondary" style={{ paddingTop: 8 }}>
                    Unavailable
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
        </div>
      )}
    </Form.List>
  );
}

export function DateFields() {
  return (
    <Form.List name="dates">
      {(fields, { add, remove }) => (
        <Flex vertical>
          {fields.length === 0 && (
            <Typography.Paragraph type="secondary">
              No dates yet. Add the days you take full sessions.
            </Typography.Paragraph>
          )}
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              gap={16}
              wrap
              align="flex-start"
              style={{ padding: '12px 0', borderBottom: '1px solid #F0EDE6' }}
            >
              <Flex gap={8} align="flex-start" style={{ width: 220 }}>
                <Form.Item
                  name={[field.name, 'date']}
                  rules={[{ required: true, message: messages.required }]}
                  style={{ marginBottom: 0, flex: 1 }}
                  {...localDateProps}
                >
                  <DatePicker
                    format={DATE_FORMAT}
                    aria-label={`Date ${index + 1}`}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove date ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              </Flex>
              <WindowList path={[field.name, 'windows']} label={`Date ${index + 1}`} />
            </Flex>
          ))}
          <div style={{ paddingTop: 12 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ date: null, windows: [defaultWindow()] })}
            >
              Add date
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

export function BlockOffFields() {
  return (
    <Form.List name="blockOffs">
      {(fields, { add, remove }) => (
        <Flex vertical>
          {fields.length === 0 && (
            <Typography.Paragraph type="secondary">
              No block-off times. Add holidays, appointments or anything else nobody can book.
            </Typography.Paragraph>
          )}
          {fields.map((field, index) => (
            <Flex
              key={field.key}
              gap={8}
              wrap
              align="flex-start"
              style={{ padding: '8px 0', borderBottom: '1px solid #F0EDE6' }}
            >
              <Form.Item
                name={[field.name, 'date']}
                rules={[{ required: true, message: messages.required }]}
                style={{ marginBottom: 0, width: 170 }}
                {...localDateProps}
              >
                <DatePicker
                  format={DATE_FORMAT}
                  aria-label={`Block-off ${index + 1} date`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'time']}
                rules={[windowRule]}
                style={{ marginBottom: 0, flex: '1 1 220px' }}
              >
                <TimeRangeInput aria-label={`Block-off ${index + 1} time`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'note']}
                rules={[{ max: limits.name, message: messages.maxLength('note', limits.name) }]}
                style={{ marginBottom: 0, flex: '1 1 160px' }}
              >
                <Input placeholder="Note (optional)" aria-label={`Block-off ${index + 1} note`} />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove block-off ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <div style={{ paddingTop: 12 }}>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                add({ date: null, time: { start: '12:00:00', end: '13:00:00' }, note: '' })
              }
            >
              Add block-off time
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
