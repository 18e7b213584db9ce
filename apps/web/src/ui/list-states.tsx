// What a paged list shows before its rows: a skeleton while it loads, the failure with a retry,
// and the words of its empty state.
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { errorLines } from '../api/http-client.ts';

export function ListSkeleton({ rows, testId }: { rows: number; testId: string }) {
  return (
    <Card styles={{ body: { padding: '8px 20px' } }} data-testid={testId}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton
          key={row}
          active
          title={false}
          paragraph={{ rows: 2 }}
          style={{ padding: '12px 0' }}
        />
      ))}
    </Card>
  );
}

export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry(): void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorLines(error).join(' ')}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

/** The description of an empty list's Empty: what is missing, then what to do about it. */
export function EmptyListText({
  title,
  text,
  maxWidth = 440,
}: {
  title: string;
  text: string;
  maxWidth?: number;
}) {
  return (
    <Flex vertical gap={4} align="center">
      <Typography.Text strong style={{ fontSize: 16 }}>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ maxWidth }}>
        {text}
      </Typography.Text>
    </Flex>
  );
}
