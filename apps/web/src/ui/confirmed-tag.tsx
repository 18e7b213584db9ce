// Whether an email address is confirmed, as a status tag.
import { Tag } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

export function ConfirmedTag({ isConfirmed }: { isConfirmed: boolean }) {
  return isConfirmed ? (
    <Tag color="green" icon={<CheckCircleFilled />} style={{ margin: 0 }}>
      Confirmed
    </Tag>
  ) : (
    <Tag color="gold" icon={<ExclamationCircleFilled />} style={{ margin: 0 }}>
      Not confirmed
    </Tag>
  );
}
