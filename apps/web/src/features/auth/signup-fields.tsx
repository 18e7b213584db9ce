// The fields both sign-up forms ask for: the email form and the social finish form.
import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { ZRegisterRequest } from '@studio/shared/auth/contracts';
import { zodRule } from '../../ui/zod-form.ts';

export function BusinessNameField() {
  return (
    <Form.Item
      name="businessName"
      label="Business name"
      rules={[zodRule(ZRegisterRequest.shape.businessName)]}
    >
      <Input autoComplete="organization" autoFocus placeholder="Willow & Light Photography" />
    </Form.Item>
  );
}

export function EmailField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item
      name="email"
      label="Email"
      rules={[zodRule(ZRegisterRequest.shape.email)]}
      validateTrigger="onBlur"
      extra={extra}
    >
      <Input type="email" autoComplete="email" placeholder="you@studio.com" />
    </Form.Item>
  );
}
