// /change-business-email?token=: moves the business to its new email address.
//
// PUT /api/businesses/{id}/email needs the business id, but the emailed link carries only the
// token. The id is taken from a `businessId` query value when the link has one (the server can
// add it), else from the signed-in session. A visitor who is not signed in and has no id in the
// link is asked to log in first and brought back here with the same link.
import { useCallback } from 'react';
import { Flex, Typography } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { loginPath } from '../../app/guards.tsx';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { TokenLinkPage } from './token-link-page.tsx';

export function ChangeBusinessEmailPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { business } = useSession();
  const businessId = searchParams.get('businessId') || business?.id;

  const send = useCallback(
    (token: string) =>
      http.put<TMessageResponse>(`/api/businesses/${encodeURIComponent(businessId ?? '')}/email`, {
        token,
      }),
    [businessId],
  );

  return (
    <TokenLinkPage
      title="Change your business email"
      pendingText="Updating your business email address…"
      send={businessId ? send : undefined}
      blocked={
        <Flex vertical gap={24}>
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
            Log in to confirm the new email address of your business.
          </Typography.Paragraph>
          <ButtonLink
            type="primary"
            size="large"
            block
            to={loginPath(location.pathname, location.search)}
          >
            Log in to continue
          </ButtonLink>
        </Flex>
      }
    />
  );
}
