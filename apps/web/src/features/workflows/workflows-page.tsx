// /management/workflow: the workflow templates, defaults first with the 'Personalized' tag, each
// opened to edit by a click; a button creates a new one.
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useWorkflowTemplates } from './use-workflows.ts';

export function WorkflowsPage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const list = useWorkflowTemplates();
  const open = (id: string) => void navigate(`/management/workflow/${id}`);
  const create = () => void navigate('/management/workflow/new');
  // Defaults first; the server sorts too, but a just-saved template may come back in any order.
  const templates = [...(list.data ?? [])].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name),
  );

  const nameCell = (template: TWorkflowTemplate) => (
    <Flex align="center" gap={8} wrap>
      <Typography.Text strong>{template.name}</Typography.Text>
      {template.isDefault && (
        <Tag color="gold" style={{ margin: 0 }}>
          Personalized
        </Tag>
      )}
    </Flex>
  );
  const modified = (template: TWorkflowTemplate) => formatDateTime(template.updatedAt, timeZone);

  const body = (() => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} style={{ padding: 24 }} />;
    if (list.isError)
      return (
        <Alert
          type="error"
          showIcon
          style={{ margin: 16 }}
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    if (templates.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No workflows yet."
          style={{ padding: '32px 0' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={create}>
            Create workflow
          </Button>
        </Empty>
      );
    return (
      <Table<TWorkflowTemplate>
        rowKey="id"
        dataSource={templates}
        pagination={false}
        aria-label="Workflow templates"
        onRow={(template) => ({
          onClick: () => open(template.id),
          onKeyDown: (event) => {
            if (event.key === 'Enter') open(template.id);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        columns={
          isMobile
            ? [
                {
                  key: 'name',
                  title: 'Name',
                  render: (_value, template) => (
                    <Flex vertical gap={2}>
                      {nameCell(template)}
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        Modified {modified(template)}
                      </Typography.Text>
                    </Flex>
                  ),
                },
              ]
            : [
                { key: 'name', title: 'Name', render: (_value, template) => nameCell(template) },
                {
                  key: 'modified',
                  title: 'Last modified',
                  width: 240,
                  render: (_value, template) => modified(template),
                },
                {
                  key: 'open',
                  width: 48,
                  render: () => <RightOutlined aria-hidden style={{ color: '#8c8c8c' }} />,
                },
              ]
        }
      />
    );
  })();

  return (
    <PageBody width={960}>
      <PageHeader
        title="Automation workflows"
        description="The emails and to-dos a shoot or an inquiry gets, each due at its own time. Choose a workflow for each service in its settings."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={create}>
            New workflow
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>{body}</Card>
    </PageBody>
  );
}
