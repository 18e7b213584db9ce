// The head of every owner page: a title, one sentence on what the page is for, optional actions.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; extra?: ReactNode };

export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap style={{ marginBottom: 24 }}>
      <div style={{ minWidth: 0, flex: '1 1 320px' }}>
        {/* The page's one h1, drawn at the size of the app's page titles. */}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 26, fontWeight: 700 }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', maxWidth: 640 }}>
            {description}
          </Typography.Paragraph>
        )}
      </div>
      {extra && <Flex gap={8}>{extra}</Flex>}
    </Flex>
  );
}

/** A page's content column: readable width, centred in the canvas. */
export function PageBody({ children, width = 960 }: { children: ReactNode; width?: number }) {
  return <div style={{ maxWidth: width, margin: '0 auto', width: '100%' }}>{children}</div>;
}
