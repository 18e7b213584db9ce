// The shoot form as the home opens it: the home draws nothing with antd, so the form (drawn with
// antd) brings the antd theme and App with it. Loaded lazily, with antd, when first asked for.
import type { ComponentProps } from 'react';
import { AntdScope } from '../../app/antd-scope.tsx';
import { ShootFormModal } from '../shoots/shoot-form-modal.tsx';

export function ShootFormInScope(props: ComponentProps<typeof ShootFormModal>) {
  return (
    <AntdScope>
      <ShootFormModal {...props} />
    </AntdScope>
  );
}
