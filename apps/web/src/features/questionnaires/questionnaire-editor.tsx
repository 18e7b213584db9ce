// The questionnaire editor, a drawer: name, type, the default flag of an inquiry questionnaire and
// its questions. Closing while dirty asks first; Save checks everything with the shared schema.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import {
  Alert,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Skeleton,
  Switch,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import { DataError, errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { differsFrom, useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { zodRule } from '../../ui/zod-form.ts';
import { useConfirmDeleteQuestionnaire } from './confirm-delete-questionnaire.ts';
import { starterFields, type QuestionnaireType } from './field-types.ts';
import { QuestionnaireQuestions } from './questionnaire-questions.tsx';
import {
  pathOf,
  type FieldPath,
  requestOf,
  requestProblems,
  valuesOf,
  ZQuestionnaireName,
  type QuestionnaireValues,
} from './questionnaire-request.ts';
import { useQuestionnaireTemplate, useSaveQuestionnaireTemplate } from './use-questionnaires.ts';

/** Paths the form shows an input (or a list) for; other problems go above the form. */
function hasInput(path: FieldPath): boolean {
  if (path[0] === 'name') return true;
  return path[0] === 'fields' && (path[2] === 'label' || path[2] === 'options');
}

export type QuestionnaireEditorProps = {
  isOpen: boolean;
  /** The template to edit; absent to create one of `newType`. */
  templateId?: string | undefined;
  newType: QuestionnaireType;
  onClose(): void;
  onSaved?(template: TQuestionnaireTemplate): void;
};

export function QuestionnaireEditor({
  isOpen,
  templateId,
  newType,
  onClose,
  onSaved,
}: QuestionnaireEditorProps) {
  const isMobile = useIsMobile();
  const template = useQuestionnaireTemplate(isOpen ? templateId : undefined);
  const isNew = !templateId;
  const requestClose = useRef<(() => Promise<void>) | undefined>(undefined);
  // The form puts its buttons in the drawer's footer, so they stay in view while questions scroll.
  const [footerNode, setFooterNode] = useState<HTMLDivElement | null>(null);

  return (
    <Drawer
      open={isOpen}
      title={isNew ? 'New questionnaire' : 'Edit questionnaire'}
      size={isMobile ? '100%' : 720}
      destroyOnHidden
      mask={{ closable: false }}
      // The form inside knows whether it is dirty: it asks before letting changes go.
      onClose={() => (requestClose.current ? void requestClose.current() : onClose())}
      footer={<div ref={setFooterNode} />}
      styles={{ body: { paddingTop: 16 } }}
    >
      {!isNew && template.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : template.isError ? (
        <Alert type="error" showIcon title={errorLines(template.error).join(' ')} />
      ) : (
        <QuestionnaireForm
          key={template.data?.id ?? `new-${newType}`}
          template={isNew ? undefined : template.data}
          newType={newType}
          onClose={onClose}
          onSaved={onSaved}
          requestClose={requestClose}
          footerNode={footerNode}
        />
      )}
    </Drawer>
  );
}

type QuestionnaireFormProps = {
  template: TQuestionnaireTemplate | undefined;
  newType: QuestionnaireType;
  onClose(): void;
  onSaved: ((template: TQuestionnaireTemplate) => void) | undefined;
  /** Where the form puts its guarded close, for the drawer's x button and Escape. */
  requestClose: RefObject<(() => Promise<void>) | undefined>;
  footerNode: HTMLDivElement | null;
};

function QuestionnaireForm({
  template,
  newType,
  onClose,
  onSaved,
  requestClose,
  footerNode,
}: QuestionnaireFormProps) {
  const [form] = Form.useForm<QuestionnaireValues>();
  const [initial] = useState<QuestionnaireValues>(() => valuesOf(template, newType));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const { confirmDiscard } = guard;
  const save = useSaveQuestionnaireTemplate();
  const confirmDelete = useConfirmDeleteQuestionnaire();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const type = (Form.useWatch('type', form) ?? initial.type) as QuestionnaireType;
  // A used questionnaire keeps its type (the services chose it for that purpose).
  const canChangeType = !template || template.serviceCount === 0;

  const close = useCallback(async () => {
    if (await confirmDiscard()) onClose();
  }, [confirmDiscard, onClose]);
  useEffect(() => {
    requestClose.current = close;
    return () => {
      requestClose.current = undefined;
    };
  }, [close, requestClose]);

  // Paths into the questions list are built at run time; the typed setFields cannot know them.
  const setErrorsOn = (entries: { name: FieldPath; errors: string[] }[]) =>
    (form as FormInstance<unknown>).setFields(entries);

  const submit = () => {
    setServerErrors([]);
    // The whole store: ids and types of questions have no inputs of their own.
    const request = requestOf(form.getFieldsValue(true) as QuestionnaireValues);
    const problems = requestProblems(request);
    if (problems.length > 0) {
      const onFields = problems.filter((problem) => hasInput(problem.path));
      setErrorsOn(onFields.map((problem) => ({ name: problem.path, errors: [problem.message] })));
      setServerErrors(
        problems.filter((problem) => !onFields.includes(problem)).map((problem) => problem.message),
      );
      return;
    }
    save.mutate(
      { id: template?.id, body: request },
      {
        onSuccess: (saved) => {
          guard.release();
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof DataError) || error.fieldErrors.length === 0) {
            setServerErrors(errorLines(error));
            return;
          }
          setErrorsOn(
            error.fieldErrors.map((fieldError) => ({
              name: pathOf(fieldError.field),
              errors: [fieldError.message],
            })),
          );
          const shown = new Set(error.fieldErrors.map((fieldError) => fieldError.message));
          setServerErrors(error.lines.filter((line) => !shown.has(line)));
        },
      },
    );
  };

  const remove = async () => {
    if (template && (await confirmDelete(template))) {
      guard.release();
      onClose();
    }
  };

  // A new questionnaire whose questions are still the starters gets the starters of its new type.
  const onValuesChange = (changed: Partial<QuestionnaireValues>, all: QuestionnaireValues) => {
    if (!changed.type || template) return;
    const previous = changed.type === 'BOOKING' ? 'INQUIRY' : 'BOOKING';
    const isUntouched =
      (all.fields ?? []).length === 0 ||
      !differsFrom(
        all.fields.map(({ type: fieldType, label, isRequired }) => ({
          fieldType,
          label,
          isRequired,
        })),
        starterFields(previous).map(({ type: fieldType, label, isRequired }) => ({
          fieldType,
          label,
          isRequired,
        })),
      );
    if (isUntouched) form.setFieldValue('fields', starterFields(changed.type));
  };

  return (
    <Form<QuestionnaireValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={onValuesChange}
      requiredMark={false}
      scrollToFirstError={{ block: 'center' }}
    >
      <FormErrors lines={serverErrors} />
      <Form.Item name="name" label="Name" rules={[zodRule(ZQuestionnaireName)]}>
        <Input placeholder="e.g. Family session questions" maxLength={600} />
      </Form.Item>
      <Form.Item
        name="type"
        label="Used for"
        extra={
          canChangeType
            ? undefined
            : 'Services use this questionnaire, so it keeps its type. Detach it from them to change it.'
        }
      >
        <Radio.Group
          disabled={!canChangeType}
          options={(['BOOKING', 'INQUIRY'] as const).map((value) => ({
            value,
            label: value === 'BOOKING' ? 'Booking: asked at checkout' : 'Inquiry: the inquiry form',
          }))}
        />
      </Form.Item>
      {type === 'INQUIRY' && (
        <Form.Item
          name="isDefault"
          valuePropName="checked"
          label="Use for the business inquiry form"
          extra="Clients who write to you from your business booking page answer these questions. One inquiry questionnaire can be the default; choosing this one replaces the previous default."
        >
          <Switch aria-label="Use for the business inquiry form" />
        </Form.Item>
      )}
      <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
        Questions
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {type === 'BOOKING'
          ? 'Clients answer these when they book a service that uses this questionnaire. Their name, email and phone are asked anyway.'
          : 'Clients answer these when they send an inquiry. Full name and email address are always asked: when you leave them out they come first, and your own are required.'}
      </Typography.Paragraph>
      <QuestionnaireQuestions />
      {footerNode &&
        createPortal(
          <Flex justify="space-between" align="center" gap={8} wrap>
            <div>
              {template && (
                <Button danger type="text" icon={<DeleteOutlined />} onClick={() => void remove()}>
                  Delete
                </Button>
              )}
            </div>
            <Flex gap={8}>
              <Button onClick={() => void close()}>Cancel</Button>
              <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
                Save
              </Button>
            </Flex>
          </Flex>,
          footerNode,
        )}
    </Form>
  );
}
