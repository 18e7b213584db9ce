// /email-confirmation?token=: confirms the account's email address.
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { TokenLinkPage } from './token-link-page.tsx';

const confirmEmail = (token: string) =>
  http.post<TMessageResponse>('/api/account/confirm-email', { token });

export function EmailConfirmationPage() {
  return (
    <TokenLinkPage
      title="Confirm your email"
      pendingText="Confirming your email address…"
      send={confirmEmail}
    />
  );
}
