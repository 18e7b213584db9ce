// /management/questionnaries (sic: the route keeps this spelling): the booking and inquiry
// questionnaires clients answer, written once and chosen per service (and one as the business
// inquiry form).
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Segmented, Skeleton, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { errorLines } from '../../api/http-client.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useConfirmDeleteQuestionnaire } from './confirm-delete-questionnaire.ts';
import type { QuestionnaireType } from './field-types.ts';
import { QuestionnaireEditor } from './questionnaire-editor.tsx';
import { QuestionnaireRow } from './questionnaire-row.tsx';
import { useQuestionnaireTemplates } from './use-questionnaires.ts';

type Filter = 'ALL' | QuestionnaireType;
/** Which questionnaire the editor shows: a new one, an existing one, or none (closed). */
type Editing = { templateId: string | undefined; newType: QuestionnaireType } | undefined;

export function QuestionnairesPage() {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const gutter = isMobile ? 16 : 24;
  const [filter, setFilter] = useState<Filter>('ALL');
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useQuestionnaireTemplates();
  const confirmDelete = useConfirmDeleteQuestionnaire();
  const templates = list.data ?? [];
  const shown = filter === 'ALL' ? templates : templates.filter((t) => t.type === filter);
  const count = (type: QuestionnaireType) => templates.filter((t) => t.type === type).length;
  const openNew = (newType: QuestionnaireType = filter === 'INQUIRY' ? 'INQUIRY' : 'BOOKING') =>
    setEditing({ templateId: undefined, newType });

  const body = (() => {
    if (list.isPending)
      return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: '16px 0' }} />;
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          style={{ margin: '16px 0' }}
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    }
    if (templates.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No questionnaires yet. Ask clients what you need to know, once: when they book a service, or when they send you an inquiry."
          style={{ padding: '32px 0' }}
        >
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openNew('BOOKING')}>
              Booking questionnaire
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => openNew('INQUIRY')}>
              Inquiry questionnaire
            </Button>
          </Flex>
        </Empty>
      );
    }
    if (shown.length === 0) {
      const type = filter === 'INQUIRY' ? 'inquiry' : 'booking';
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`No ${type} questionnaires yet.`}
          style={{ padding: '32px 0' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openNew()}>
            Create one
          </Button>
        </Empty>
      );
    }
    return (
      <ul aria-label="Questionnaires" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((template, index) => (
          <QuestionnaireRow
            key={template.id}
            template={template}
            isLast={index === shown.length - 1}
            isCompact={isMobile}
            onOpen={() => setEditing({ templateId: template.id, newType: template.type })}
            onDelete={() => void confirmDelete(template)}
          />
        ))}
      </ul>
    );
  })();

  return (
    <PageBody width={960}>
      <PageHeader
        title="Questionnaires"
        description="The questions clients answer when they book a service or send you an inquiry. Choose them per service on its Booking tab."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openNew()}>
            New questionnaire
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        {templates.length > 0 && (
          <Flex
            style={{
              padding: `16px ${gutter}px`,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Segmented<Filter>
              aria-label="Show"
              value={filter}
              onChange={setFilter}
              options={[
                { value: 'ALL', label: `All (${templates.length})` },
                { value: 'BOOKING', label: `Booking (${count('BOOKING')})` },
                { value: 'INQUIRY', label: `Inquiry (${count('INQUIRY')})` },
              ]}
            />
          </Flex>
        )}
        <div style={{ padding: `4px ${gutter}px 8px` }}>{body}</div>
      </Card>
      <QuestionnaireEditor
        isOpen={editing !== undefined}
        templateId={editing?.templateId}
        newType={editing?.newType ?? 'BOOKING'}
        onClose={() => setEditing(undefined)}
      />
    </PageBody>
  );
}
