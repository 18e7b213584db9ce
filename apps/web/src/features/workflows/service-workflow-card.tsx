// The service's workflow: which workflow template its new shoots and inquiries follow.
import { App, Card, Select } from 'antd';
import { errorLines } from '../../api/http-client.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { SettingRow } from '../services/setting-row.tsx';
import {
  useChooseServiceWorkflow,
  useServiceWorkflow,
  useWorkflowTemplates,
} from './use-workflows.ts';

export function ServiceWorkflowCard({ serviceId }: { serviceId: string }) {
  const { message } = App.useApp();
  const templates = useWorkflowTemplates();
  const current = useServiceWorkflow(serviceId);
  const choose = useChooseServiceWorkflow(serviceId);
  const error = templates.error ?? current.error;
  return (
    <Card
      title="Workflow"
      extra={
        <ButtonLink type="link" to="/management/workflow" style={{ paddingInline: 0 }}>
          Manage workflows
        </ButtonLink>
      }
    >
      <SettingRow
        title="Automation workflow"
        description={
          error
            ? errorLines(error).join(' ')
            : 'The emails and to-dos each new shoot and inquiry of this service gets. Shoots already planned keep their tasks.'
        }
        control={
          <Select
            aria-label="Automation workflow"
            style={{ width: 240, maxWidth: '100%', flex: 'none' }}
            loading={templates.isPending || current.isPending || choose.isPending}
            disabled={choose.isPending}
            value={current.data?.id}
            options={(templates.data ?? []).map((template) => ({
              value: template.id,
              label: template.isDefault ? `${template.name} (default)` : template.name,
            }))}
            onChange={(id: string) => {
              // The default one is chosen as "no choice", so the service follows whichever
              // template is the default.
              const isDefault = templates.data?.find((template) => template.id === id)?.isDefault;
              choose.mutate(isDefault ? null : id, {
                onError: (failure) => message.error(errorLines(failure).join(' ')),
              });
            }}
          />
        }
      />
    </Card>
  );
}
