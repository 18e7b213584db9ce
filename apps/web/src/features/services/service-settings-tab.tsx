// The Settings tab: private and paused switches, the reservation/booking expiry and the workflow
// (each saved as it changes), duplicate, and delete with a confirmation that says what will be lost.
import { App, Button, Card, Flex, Select, Switch, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { expiryOptions } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import type { TServiceAffect } from '@studio/shared/services/requests';
import { errorLines } from '../../api/http-client.ts';
import {
  fetchServiceAffect,
  useChangeService,
  useDeleteService,
  useDuplicateService,
} from './use-services.ts';
import { SettingRow } from './setting-row.tsx';
import { ServiceWorkflowCard } from '../workflows/service-workflow-card.tsx';

export function ServiceSettingsTab({ service }: { service: TService }) {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <VisibilityCard service={service} />
      <ExpiryCard service={service} />
      <ServiceWorkflowCard serviceId={service.id} />
      <DuplicateCard service={service} />
      <DeleteCard service={service} />
    </Flex>
  );
}

function VisibilityCard({ service }: { service: TService }) {
  const { message } = App.useApp();
  const change = useChangeService(service.id);
  const toggle = (option: { isPrivate: boolean } | { isPaused: boolean }) =>
    change.mutate(
      { kind: 'options', ...option },
      {
        onSuccess: () => message.success(messages.saved),
        onError: (error) => message.error(errorLines(error).join(' ')),
      },
    );
  return (
    <Card title="Visibility">
      <Flex vertical gap={20}>
        <SettingRow
          title="Private"
          description="Hidden from your booking pages, and its booking link is closed: clients cannot book it. You can still create shoots for it."
          control={
            <Switch
              checked={service.isPrivate}
              loading={change.isPending}
              onChange={(isPrivate) => toggle({ isPrivate })}
              aria-label="Private"
            />
          }
        />
        <SettingRow
          title="Paused"
          description="Nobody can book it until you switch this off. Existing shoots stay."
          control={
            <Switch
              checked={service.isPaused}
              loading={change.isPending}
              onChange={(isPaused) => toggle({ isPaused })}
              aria-label="Paused"
            />
          }
        />
      </Flex>
    </Card>
  );
}

function ExpiryCard({ service }: { service: TService }) {
  const { message } = App.useApp();
  const change = useChangeService(service.id);
  return (
    <Card title="Reservation and booking expiry">
      <SettingRow
        title="Expires after"
        description="How long a reservation or booking of this service stays valid."
        control={
          <Select
            value={service.expiryMonths}
            loading={change.isPending}
            style={{ width: 160, flex: 'none' }}
            aria-label="Reservation and booking expiry"
            options={expiryOptions.map((option) => ({ value: option.value, label: option.label }))}
            onChange={(expiryMonths) =>
              change.mutate(
                { kind: 'update', body: { expiryMonths } },
                {
                  onSuccess: () => message.success(messages.saved),
                  onError: (error) => message.error(errorLines(error).join(' ')),
                },
              )
            }
          />
        }
      />
    </Card>
  );
}

function DuplicateCard({ service }: { service: TService }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const duplicate = useDuplicateService();
  return (
    <Card title="Duplicate">
      <SettingRow
        title="Make a copy"
        description="A new service with the same settings, dates and slots (without bookings), packages, add-ons and contracts."
        control={
          <Button
            icon={<CopyOutlined />}
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(service.id, {
                onSuccess: (copy) => {
                  message.success(messages.saved);
                  void navigate(`/services/edit/${copy.id}`);
                },
                onError: (error) => message.error(errorLines(error).join(' ')),
              })
            }
          >
            Duplicate
          </Button>
        }
      />
    </Card>
  );
}

/** The confirmation's text: what goes and what stays. */
export function deleteConsequences(affect: TServiceAffect): string[] {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const lines = [
    'The service disappears from your lists and booking pages, with its packages, add-ons and contracts.',
  ];
  if (affect.removedSlots > 0 || affect.removedDates > 0) {
    lines.push(
      `${plural(affect.removedSlots, 'open or held time slot')} and ${plural(affect.removedDates, 'date')} without bookings will be deleted.`,
    );
  }
  if (affect.keptSlots > 0) {
    lines.push(
      `${plural(affect.keptShoots, 'shoot')} on ${plural(affect.keptSlots, 'booked or completed slot')} will be kept.`,
    );
  }
  lines.push('This cannot be undone.');
  return lines;
}

function DeleteCard({ service }: { service: TService }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const remove = useDeleteService();

  const confirmDelete = async () => {
    let affect: TServiceAffect;
    try {
      affect = await fetchServiceAffect(service.id);
    } catch (error) {
      message.error(errorLines(error).join(' '));
      return;
    }
    modal.confirm({
      title: `Delete ${service.name}?`,
      content: (
        <Flex vertical gap={8} data-testid="delete-consequences">
          {deleteConsequences(affect).map((line) => (
            <Typography.Text key={line}>{line}</Typography.Text>
          ))}
        </Flex>
      ),
      okText: 'Delete service',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(service.id).then(
          () => {
            message.success(messages.deleted);
            void navigate('/services');
          },
          (error: unknown) => message.error(errorLines(error).join(' ')),
        ),
    });
  };

  return (
    <Card title="Delete service" styles={{ header: { color: '#A8071A' } }}>
      <SettingRow
        title="Delete this service"
        description="Open time slots go; shoots already booked stay with their clients."
        control={
          <Button danger icon={<DeleteOutlined />} onClick={() => void confirmDelete()}>
            Delete
          </Button>
        }
      />
    </Card>
  );
}
