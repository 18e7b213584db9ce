// A wall-clock time window edited as 'h:mm A' and kept as 'HH:mm:ss'.
import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TIME_FORMAT } from '../../ui/date-formats.ts';

export type TimeWindow = { start: string; end: string };

const onDay = (time: string): Dayjs => dayjs(`2000-01-01T${time}`);

type TimeRangeInputProps = {
  value?: TimeWindow;
  onChange?: (value: TimeWindow) => void;
  'aria-label'?: string;
  id?: string;
};

export function TimeRangeInput({ value, onChange, id, ...rest }: TimeRangeInputProps) {
  return (
    <TimePicker.RangePicker
      id={id ? { start: id } : undefined}
      aria-label={rest['aria-label']}
      value={value ? [onDay(value.start), onDay(value.end)] : null}
      format={TIME_FORMAT}
      use12Hours
      minuteStep={5}
      allowClear={false}
      order={false}
      style={{ width: '100%', maxWidth: 280 }}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (start && end)
          onChange?.({ start: start.format('HH:mm:ss'), end: end.format('HH:mm:ss') });
      }}
    />
  );
}
