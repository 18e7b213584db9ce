// The service's questionnaires: the booking questionnaire clients answer (during checkout or after
// booking) and the questionnaire of its inquiry form. Each choice is saved as it changes.
import { Alert, App, Button, Card, Flex, Select, Switch } from 'antd';
import { Link } from 'react-router';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useQuestionnaireTemplates } from '../questionnaires/use-questionnaires.ts';
import { SettingRow } from './setting-row.tsx';
import { useChangeServiceBooking, type ServiceBookingChange } from './use-service-booking.ts';

const NONE = '';

export function ServiceQuestionnairesCard({ service }: { service: TService }) {
  const { message } = App.useApp();
  const templates = useQuestionnaireTemplates();
  const change = useChangeServiceBooking(service.id);
  const save = (next: ServiceBookingChange) =>
    change.mutate(next, {
      onSuccess: () => void message.success(messages.saved),
      onError: (error) => void message.error(errorLines(error).join(' ')),
    });

  const optionsOf = (type: 'BOOKING' | 'INQUIRY', none: string) => [
    { value: NONE, label: none },
    ...(templates.data ?? [])
      .filter((template) => template.type === type)
      .map((template) => ({ value: template.id, label: template.name })),
  ];
  const hasNone = (type: 'BOOKING' | 'INQUIRY') =>
    templates.isSuccess && !templates.data.some((template) => template.type === type);
  const bookingId = service.bookingQuestionnaireTemplateId;
  const isLoading = templates.isPending || change.isPending;

  return (
    <Card
      title="Questionnaires"
      extra={<Link to="/management/questionnaries">Manage questionnaires</Link>}
    >
      <Flex vertical gap={20}>
        {templates.isError && (
          <Alert
            type="error"
            showIcon
            title={errorLines(templates.error).join(' ')}
            action={<Button onClick={() => void templates.refetch()}>Try again</Button>}
          />
        )}
        <SettingRow
          title="Booking questionnaire"
          description={
            hasNone('BOOKING')
              ? 'You have no booking questionnaire yet: create one under Questionnaires.'
              : 'The questions clients answer when they book this service.'
          }
          control={
            <Select
              value={bookingId ?? NONE}
              loading={isLoading}
              disabled={templates.isError}
              aria-label="Booking questionnaire"
              style={{ width: 260, maxWidth: '100%' }}
              options={optionsOf('BOOKING', 'None')}
              onChange={(id: string) =>
                save({
                  kind: 'questionnaire',
                  body: {
                    questionnaireTemplateId: id || null,
                    isAfterBookingQuestionnaire: id ? service.isAfterBookingQuestionnaire : false,
                  },
                })
              }
            />
          }
        />
        <SettingRow
          title="Ask after booking"
          description="Checkout leaves these questions out, so booking is quicker: clients answer them afterwards on their booking page, linked from the confirmation email."
          control={
            <Switch
              checked={Boolean(bookingId) && service.isAfterBookingQuestionnaire}
              disabled={!bookingId}
              loading={change.isPending}
              aria-label="Ask after booking"
              onChange={(isAfterBookingQuestionnaire) =>
                save({
                  kind: 'questionnaire',
                  body: { questionnaireTemplateId: bookingId, isAfterBookingQuestionnaire },
                })
              }
            />
          }
        />
        <SettingRow
          title="Inquiry questionnaire"
          description={
            hasNone('INQUIRY')
              ? 'Clients who ask about this service answer the basic form: name, email, phone and a message.'
              : 'The questions of this service’s inquiry form. None: the basic form (name, email, phone and a message).'
          }
          control={
            <Select
              value={service.inquiryTemplateId ?? NONE}
              loading={isLoading}
              disabled={templates.isError}
              aria-label="Inquiry questionnaire"
              style={{ width: 260, maxWidth: '100%' }}
              options={optionsOf('INQUIRY', 'None: the basic form')}
              onChange={(id: string) =>
                save({ kind: 'inquiryTemplate', body: { inquiryTemplateId: id || null } })
              }
            />
          }
        />
      </Flex>
    </Card>
  );
}
