import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, type FormInstance, type FormRule } from 'antd';
import { ZLoginRequest, ZRegisterRequest } from '@studio/shared/auth/contracts';
import { DataError } from '../api/http-client.ts';
import { matchesRule, showServerError, zodRule } from './zod-form.ts';

/** Runs one rule the way antd does and answers its message, or undefined when valid. */
async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}) {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
  try {
    await object.validator?.(object, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  const email = zodRule(ZLoginRequest.shape.username);
  const loginPassword = zodRule(ZLoginRequest.shape.password);
  const businessName = zodRule(ZRegisterRequest.shape.businessName);
  const password = zodRule(ZRegisterRequest.shape.password);

  it('gives the required message for empty, blank and missing values', async () => {
    expect(await check(email, undefined)).toBe('This field cannot be left blank');
    expect(await check(email, '')).toBe('This field cannot be left blank');
    expect(await check(businessName, '   ')).toBe('This field cannot be left blank');
    expect(await check(loginPassword, '')).toBe('This field cannot be left blank');
  });

  it('gives the format, length and password messages word for word', async () => {
    expect(await check(email, 'not-an-email')).toBe('Please enter the correct email format');
    expect(await check(password, '12345')).toBe('Password must be at least 6 characters long');
    expect(await check(businessName, 'x'.repeat(513))).toBe(
      'The business name must be less than 512 characters',
    );
  });

  it('accepts valid values', async () => {
    expect(await check(email, 'Ann@Example.com')).toBeUndefined();
    expect(await check(password, '123456')).toBeUndefined();
    expect(await check(businessName, 'Light & Co')).toBeUndefined();
  });
});

describe('matchesRule', () => {
  it('rejects a different confirmation with the exact text', async () => {
    const rule = matchesRule('password', 'password');
    expect(await check(rule, 'abcdef', { password: 'abcdeg' })).toBe(
      'The password that you entered do not match!',
    );
    expect(await check(rule, 'abcdef', { password: 'abcdef' })).toBeUndefined();
  });
});

function LoginForm() {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      onFinish={() => undefined}
      onFinishFailed={() => undefined}
      initialValues={{ username: '', password: '' }}
    >
      <Form.Item name="username" label="Email" rules={[zodRule(ZLoginRequest.shape.username)]}>
        <Input />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[zodRule(ZLoginRequest.shape.password)]}>
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

describe('in an antd form', () => {
  it('shows the schema messages under the fields', async () => {
    render(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(await screen.findByText('This field cannot be left blank')).toBeInTheDocument();
  });

  it('puts server field errors on the fields and returns the other lines', async () => {
    const error = new DataError({
      status: 400,
      title: 'Validation failed',
      detail: 'Please enter the correct email format; Something else',
      errors: [{ field: 'username', message: 'Please enter the correct email format' }],
    });
    let rest: string[] = [];
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form}>
          <Form.Item name="username" label="Email">
            <Input />
          </Form.Item>
          <Button onClick={() => (rest = showServerError(form, ['username'], error))}>Go</Button>
        </Form>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Please enter the correct email format')).toBeInTheDocument();
    expect(rest).toEqual(['Something else']);
  });
});
