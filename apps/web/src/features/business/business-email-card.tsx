// The business's email, where clients' replies and booking notices go; changing it needs a
// confirmation from the new address.
import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { ZRequestChangeBusinessEmailRequest } from '@studio/shared/business/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import { ChangeEmailModal, PendingEmailNotice } from '../../ui/change-email-modal.tsx';
import { ConfirmedTag } from '../../ui/confirmed-tag.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { useRequestBusinessEmailChange } from './use-business.ts';

export function BusinessEmailCard({ business }: { business: TBusiness }) {
  const [isChanging, setIsChanging] = useState(false);
  const request = useRequestBusinessEmailChange();
  return (
    <Card title="Business email">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Clients see this address and reply to it.
        </Typography.Text>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong style={{ wordBreak: 'break-all' }}>
            {business.email}
          </Typography.Text>
          <ConfirmedTag isConfirmed={business.emailConfirmed} />
        </Flex>
        {business.pendingEmail && <PendingEmailNotice email={business.pendingEmail} />}
        <Button onClick={() => setIsChanging(true)} style={{ alignSelf: 'flex-start' }}>
          Change email
        </Button>
      </Flex>
      <ChangeEmailModal
        isOpen={isChanging}
        onClose={() => setIsChanging(false)}
        title="Change business email"
        intro="We will send a link to the new address. Clients keep seeing the current one until you open it."
        emailLabel="New business email"
        emailRule={zodRule(ZRequestChangeBusinessEmailRequest.shape.email)}
        request={request}
      />
    </Card>
  );
}
