// dayjs with the time zone plugins, set up once: every page that reads or writes a time in the
// business time zone imports dayjs from here.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
