// Notification settings: a master switch plus Bookings, Waitlists and Inquiries, saved
// as the notification option { disabledAll, disabledTypes }.
import { useState } from 'react';
import { App, Form, Skeleton, Switch, Typography } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import {
  defaultNotificationOption,
  type TNotificationOption,
  type TNotificationOptionType,
} from '@studio/shared/notifications/contracts';
import { errorLines } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { useNotificationOption, useSaveNotificationOption } from './use-notifications.ts';

type SettingsValues = { isOn: boolean } & Record<TNotificationOptionType, boolean>;

const kinds: { type: TNotificationOptionType; label: string; help: string }[] = [
  { type: 'BOOKED', label: 'Bookings', help: 'A client books a session or cancels a booking.' },
  { type: 'WAITLISTED', label: 'Waitlists', help: 'A client joins the waitlist of a service.' },
  { type: 'INQUIRY', label: 'Inquiries', help: 'A client sends an inquiry.' },
];

function valuesOf(option: TNotificationOption): SettingsValues {
  return {
    isOn: !option.disabledAll,
    BOOKED: !option.disabledTypes.includes('BOOKED'),
    WAITLISTED: !option.disabledTypes.includes('WAITLISTED'),
    INQUIRY: !option.disabledTypes.includes('INQUIRY'),
  };
}

function optionOf(values: SettingsValues): TNotificationOption {
  return {
    disabledAll: !values.isOn,
    disabledTypes: kinds.filter(({ type }) => !values[type]).map(({ type }) => type),
  };
}

type SettingsModalProps = { open: boolean; onClose(): void };

export function NotificationSettingsModal({ open, onClose }: SettingsModalProps) {
  const option = useNotificationOption(open);
  return (
    <SettingsForm
      // A fresh form for each opening, with the values saved last.
      key={`${String(open)}-${option.dataUpdatedAt}`}
      open={open}
      onClose={onClose}
      option={option.data}
      loadError={option.error}
      isLoading={option.isPending}
    />
  );
}

function SettingsForm({
  open,
  onClose,
  option,
  loadError,
  isLoading,
}: SettingsModalProps & {
  option: TNotificationOption | undefined;
  loadError: unknown;
  isLoading: boolean;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const [initial] = useState(() => valuesOf(option ?? defaultNotificationOption));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const save = useSaveNotificationOption();
  const [lines, setLines] = useState<string[]>([]);
  const isOn = Form.useWatch('isOn', form) ?? initial.isOn;

  const submit = (values: SettingsValues) => {
    setLines([]);
    save.mutate(optionOf({ ...initial, ...values }), {
      onSuccess: () => {
        guard.release();
        void message.success(messages.notificationSettingsUpdated);
        onClose();
      },
      onError: (error) => setLines(errorLines(error)),
    });
  };

  const canSave = Boolean(option) && !isLoading;
  return (
    <FormModal<SettingsValues>
      open={open}
      width={modalWidths.default}
      title="Notification settings"
      isSaving={save.isPending}
      errorLines={loadError ? errorLines(loadError) : lines}
      onClose={onClose}
      guard={guard}
      intro={
        <Typography.Text type="secondary">
          Choose what you hear about in the notifications panel.
        </Typography.Text>
      }
      formProps={{
        form,
        initialValues: initial,
        onFinish: submit,
        disabled: !canSave,
        className: 'studio-notification-settings',
      }}
    >
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <>
          <div className="studio-setting-row studio-setting-row--master">
            <div>
              <label htmlFor="notification-settings-all" className="studio-setting-label">
                Notifications
              </label>
              <Typography.Text type="secondary" className="studio-setting-help">
                Turn every notification on or off.
              </Typography.Text>
            </div>
            <Form.Item name="isOn" valuePropName="checked" noStyle>
              <Switch id="notification-settings-all" />
            </Form.Item>
          </div>
          {kinds.map(({ type, label, help }) => (
            <div className="studio-setting-row" key={type}>
              <div>
                <label htmlFor={`notification-settings-${type}`} className="studio-setting-label">
                  {label}
                </label>
                <Typography.Text type="secondary" className="studio-setting-help">
                  {help}
                </Typography.Text>
              </div>
              <Form.Item name={type} valuePropName="checked" noStyle>
                <Switch id={`notification-settings-${type}`} disabled={!canSave || !isOn} />
              </Form.Item>
            </div>
          ))}
        </>
      )}
    </FormModal>
  );
}
