// The shoot form: a shoot the photographer books for a client. Used in the
// create-new chooser (Photoshoot), from the home screen and from an inquiry (prefilled).
// onCreated receives the new order id.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { fromMinor } from '@studio/shared/money';
import type { TOrder } from '@studio/shared/orders/contracts';
import {
  ZAmountPaid,
  ZNote,
  ZShootClient,
  ZShootLocation,
  ZTotalFee,
} from '@studio/shared/orders/requests';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty, type DirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { inputToMinor, MoneyInput, moneyRule } from '../packages/money.tsx';
import { orderKeys } from './order-query-keys.ts';
import { AddonsField } from './shoot-form-addons.tsx';
import { ContactPicker } from './shoot-form-contact.tsx';
import {
  checkShootDraft,
  chosenTime,
  createShootBody,
  isMiniSession,
  proposedFee,
  useServiceChoices,
  useServiceDates,
  useServicePricing,
  useShootConflicts,
  type ShootFormValues,
} from './shoot-form-data.ts';
import { ConflictWarning, MiniSessionTime, SessionTime } from './shoot-form-time.tsx';
import './shoot-form.css';
import { ServiceDot } from '../../ui/service-dot.tsx';

const fieldNames = [
  'fullName',
  'email',
  'phone',
  'packageId',
  'slotId',
  'date',
  'startTime',
  'duration',
  'shootLocation',
  'addons',
  'totalFee',
  'amountPaid',
  'couponCode',
  'note',
];

/** The client a new shoot starts with (an inquiry's client, say); the owner may change it. */
export type ShootFormPrefill = { fullName: string; email: string; phone: string };

export type ShootFormProps = {
  initialServiceId?: string;
  prefill?: ShootFormPrefill;
  /** Create the shoot from this inquiry (POST /api/inquiries/{id}/create-shoot links the two). */
  inquiryId?: string;
  onCancel: () => void;
  onCreated: (orderId: string) => void;
  /** Receives the form's dirty guard, so the modal's X and Escape ask before the form is dropped. */
  guardRef?: RefObject<DirtyGuard | null>;
};

function Section({ children }: { children: string }) {
  return <div className="studio-shoot-form-section">{children}</div>;
}

export function ShootForm({
  initialServiceId,
  prefill,
  inquiryId,
  onCancel,
  onCreated,
  guardRef,
}: ShootFormProps) {
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const currency = business?.currency ?? 'USD';
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ShootFormValues>();
  const [initial] = useState<ShootFormValues>(() => ({
    fullName: prefill?.fullName ?? '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    ...(initialServiceId ? { serviceId: initialServiceId } : {}),
    duration: 60,
    shootLocation: '',
    addons: [],
    totalFee: 0,
    amountPaid: 0,
    couponCode: '',
    note: '',
    isSendEmail: true,
  }));
  const [isFeeEdited, setFeeEdited] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const guard = useDirtyGuard(useIsFormDirty(form, initial));

  const serviceId = Form.useWatch('serviceId', form);
  const packageId = Form.useWatch('packageId', form);
  const date = Form.useWatch('date', form);
  const slotId = Form.useWatch('slotId', form);
  const startTime = Form.useWatch('startTime', form);
  const duration = Form.useWatch('duration', form);
  const selection = Form.useWatch('addons', form) ?? initial.addons;

  const services = useServiceChoices();
  const service = services.data?.find((choice) => choice.id === serviceId);
  const isMini = isMiniSession(service);
  const { packages, addons } = useServicePricing(serviceId);
  const dates = useServiceDates(serviceId, timeZone, isMini);
  const packageList = packages.data ?? [];
  const pkg = packageList.find((choice) => choice.id === packageId);
  const day = date?.format('YYYY-MM-DD');
  const serviceDate = dates.data?.find((choice) => choice.date === day);
  const slot = serviceDate?.slots.find((choice) => choice.id === slotId);
  const time = chosenTime({ isMini, slot, date, startTime, duration, timeZone });
  const conflicts = useShootConflicts(serviceId, time);

  const fee = useMemo(
    () =>
      proposedFee({
        pkg,
        date: day ?? todayIn(timeZone),
        slot,
        addons: addons.data ?? [],
        selection,
      }),
    [pkg, day, timeZone, slot, addons.data, selection],
  );
  useEffect(() => {
    if (!isFeeEdited) form.setFieldValue('totalFee', fromMinor(fee));
  }, [fee, isFeeEdited, form]);

  const cancel = () => void guard.confirmDiscard().then((isDiscarded) => isDiscarded && onCancel());
  useEffect(() => {
    if (!guardRef) return;
    guardRef.current = guard;
    return () => {
      guardRef.current = null;
    };
  }, [guard, guardRef]);

  // A new service starts the booking over; a package or a date brings its duration and location.
  const onValuesChange = (changed: Partial<ShootFormValues>) => {
    // An error is about the value it was given for: a changed value drops it at once, and the
    // field's own rule (run right after) shows it again only if the new value is still wrong.
    // This also drops what the server said about the field.
    const changedNames = Object.keys(changed) as (keyof ShootFormValues)[];
    form.setFields(
      changedNames
        .filter((name) => form.getFieldError(name).length > 0)
        .map((name) => ({ name, errors: [] })),
    );
    if ('serviceId' in changed) {
      form.setFields([
        { name: 'packageId', value: undefined, errors: [] },
        { name: 'date', value: null, errors: [] },
        { name: 'slotId', value: undefined, errors: [] },
        { name: 'startTime', value: null, errors: [] },
        { name: 'addons', value: [], errors: [] },
      ]);
    }
    const isLocationTouched = form.isFieldTouched('shootLocation');
    if ('packageId' in changed) {
      const chosen = packageList.find((choice) => choice.id === changed.packageId);
      if (chosen && !isMini) {
        form.setFieldValue('duration', chosen.shootDuration);
        if (!isLocationTouched && chosen.shootLocation) {
          form.setFieldValue('shootLocation', chosen.shootLocation);
        }
      }
    }
    if ('date' in changed && isMini) {
      form.setFields([{ name: 'slotId', value: undefined, errors: [] }]);
      const chosenDate = dates.data?.find(
        (choice) => choice.date === changed.date?.format('YYYY-MM-DD'),
      );
      if (chosenDate?.location && !isLocationTouched) {
        form.setFieldValue('shootLocation', chosenDate.location);
      }
    }
  };

  const create = useMutation({
    mutationFn: (values: ShootFormValues) =>
      inquiryId
        ? http.post<TOrder>(`/api/inquiries/${inquiryId}/create-shoot`, {
            ...createShootBody(values, isMini),
            serviceId: values.serviceId,
          })
        : http.post<TOrder>(
            `/api/services/${values.serviceId}/create-shoot`,
            createShootBody(values, isMini),
          ),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['shoot-form'] });
      // Saved: leaving for the new shoot's page must not ask about unsaved changes.
      guard.release();
      onCreated(order.orderId);
    },
    onError: (error) => setErrorLines(showServerError(form, fieldNames, error)),
  });

  const draftContext = (values: ShootFormValues) => ({
    values,
    isMini,
    hasPackages: packageList.length > 0,
    isServiceKnown: service !== undefined,
  });

  return (
    <Form<ShootFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={(values) => {
        const check = checkShootDraft(form, draftContext(values));
        setErrorLines(check.lines);
        if (check.isValid) create.mutate(values);
      }}
      // The field rules stopped the send; the lines of fields not on screen are shown as well.
      onFinishFailed={({ values }) =>
        setErrorLines(checkShootDraft(form, draftContext(values)).lines)
      }
      scrollToFirstError={{ block: 'center' }}
      style={{ marginTop: 8 }}
    >
      <Section>Client</Section>
      {!prefill && (
        <ContactPicker
          onPick={(contact) => {
            form.setFieldsValue({
              fullName: contact.fullName,
              email: contact.email,
              phone: contact.phone,
            });
            void form.validateFields(['fullName', 'email', 'phone']).catch(() => undefined);
          }}
        />
      )}
      <Form.Item name="fullName" label="Full name" rules={[zodRule(ZShootClient.shape.fullName)]}>
        <Input autoComplete="off" maxLength={limits.clientName + 1} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item name="email" label="Email" rules={[zodRule(ZShootClient.shape.email)]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="phone" label="Phone" rules={[zodRule(ZShootClient.shape.phone)]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>

      <Section>Shoot</Section>
      <Row gutter={16}>
        <Col xs={24} sm={packageList.length > 0 ? 12 : 24}>
          <Form.Item
            name="serviceId"
            label="Service"
            rules={[{ required: true, message: messages.required }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={services.isPending}
              placeholder="Choose a service"
              options={(services.data ?? []).map((choice) => ({
                value: choice.id,
                label: choice.name,
                color: choice.color,
              }))}
              optionRender={(option) => (
                <Flex align="center" gap={8}>
                  <ServiceDot color={String(option.data.color)} />
                  {option.data.label}
                </Flex>
              )}
            />
          </Form.Item>
        </Col>
        {packageList.length > 0 && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="packageId"
              label="Package"
              rules={[{ required: true, message: messages.packageRequired }]}
            >
              <Select
                placeholder="Choose a package"
                options={packageList.map((choice) => ({ value: choice.id, label: choice.name }))}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      {service &&
        (isMini ? (
          <MiniSessionTime
            dates={dates.data ?? []}
            isLoading={dates.isPending}
            selectedDate={date}
            timeZone={timeZone}
          />
        ) : (
          <SessionTime timeZone={timeZone} />
        ))}
      <ConflictWarning
        conflicts={time ? (conflicts.data?.conflicts ?? []) : []}
        calendarBusy={time ? (conflicts.data?.calendarBusy ?? []) : []}
        timeZone={timeZone}
      />
      <Form.Item name="shootLocation" label="Location" rules={[zodRule(ZShootLocation)]}>
        <Input placeholder="Where the shoot takes place" />
      </Form.Item>
      {service && (
        <Form.Item name="addons" label="Add-ons">
          <AddonsField addons={addons.data ?? []} currency={currency} />
        </Form.Item>
      )}

      <Section>Payment</Section>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="totalFee" label="Total fee" rules={[moneyRule(ZTotalFee)]}>
            <MoneyInput currency={currency} onChange={() => setFeeEdited(true)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="amountPaid"
            label="Amount paid"
            dependencies={['totalFee']}
            rules={[
              moneyRule(ZAmountPaid),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  const paid = inputToMinor(value) ?? 0;
                  const total = inputToMinor(getFieldValue('totalFee')) ?? 0;
                  if (paid > total) throw new Error(messages.amountPaidAboveTotal);
                },
              }),
            ]}
          >
            <MoneyInput currency={currency} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="couponCode" label="Coupon code (optional)">
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label="Note" rules={[zodRule(ZNote)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="isSendEmail" valuePropName="checked">
        <Checkbox>Email the client a booking confirmation</Checkbox>
      </Form.Item>

      <FormErrors lines={errorLines} />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={cancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create shoot
        </Button>
      </Flex>
    </Form>
  );
}
