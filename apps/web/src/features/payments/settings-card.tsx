// One card of the payments page: a skeleton while it loads, the error with a retry when it fails.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { errorLines } from '../../api/http-client.ts';

type SettingsCardProps = {
  title: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  children: ReactNode;
};

export function SettingsCard({ title, query, children }: SettingsCardProps) {
  if (query.isPending) {
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={title}>
        <Alert
          type="error"
          showIcon
          title={errorLines(query.error).join(' ')}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      </Card>
    );
  }
  return <>{children}</>;
}
