// /change-email?token=: moves the account to the new email address it was sent to.
import type { TMessageResponse } from '@studio/shared/auth/contracts';
import { http } from '../../api/http-client.ts';
import { TokenLinkPage } from './token-link-page.tsx';

const changeEmail = (token: string) => http.put<TMessageResponse>('/api/account/email', { token });

export function ChangeEmailPage() {
  return (
    <TokenLinkPage
      title="Change your email"
      pendingText="Updating your email address…"
      send={changeEmail}
    />
  );
}
