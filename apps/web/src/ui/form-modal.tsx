// The modal that holds one form: Save submits the form, closing asks first while it is
// dirty, the mask does not close it, hiding it drops the form, and the server's error lines stand
// above the fields.
import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { FormErrors } from './form-errors.tsx';
import type { DirtyGuard } from './use-dirty-guard.tsx';

type FormModalProps<Values> = {
  open: boolean;
  title: ReactNode;
  okText?: string;
  width: ModalProps['width'];
  /** Shows the OK button loading. */
  isSaving?: boolean;
  errorLines: readonly string[];
  onClose(): void;
  /** From useDirtyGuard: asks before a dirty form is closed. */
  guard: DirtyGuard;
  /** Above the error lines, e.g. a line of context. */
  intro?: ReactNode;
  /** Below the form. */
  outro?: ReactNode;
  /** A footer of its own instead of Cancel and OK; `cancel` closes as the X does. */
  footer?(cancel: () => void): ReactNode;
  /** The form's props (form, initialValues, onFinish, …); they win over the defaults. */
  formProps: Omit<FormProps<Values>, 'children'> & { form: FormInstance<Values> };
  children: ReactNode;
};

export function FormModal<Values>({
  open,
  title,
  okText = 'Save',
  width,
  isSaving,
  errorLines,
  onClose,
  guard,
  intro,
  outro,
  footer,
  formProps,
  children,
}: FormModalProps<Values>) {
  const cancel = () => void guard.confirmDiscard().then((isDiscarded) => isDiscarded && onClose());
  return (
    <Modal
      open={open}
      width={width}
      title={title}
      okText={okText}
      onOk={() => formProps.form.submit()}
      onCancel={cancel}
      confirmLoading={isSaving}
      destroyOnHidden
      mask={{ closable: false }}
      {...(footer && { footer: footer(cancel) })}
    >
      {intro}
      <FormErrors lines={errorLines} />
      <Form<Values> layout="vertical" requiredMark={false} style={{ marginTop: 16 }} {...formProps}>
        {children}
      </Form>
      {outro}
    </Modal>
  );
}
