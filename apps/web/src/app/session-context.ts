// The signed-in state the whole app reads: account, current business, enums.
import { createContext, useContext } from 'react';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import type { TBusiness } from '@studio/shared/business/contracts';
import type { Enums } from '@studio/shared/enums';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'error';

export type Session = {
  status: SessionStatus;
  account: TAccount | undefined;
  /** The business the owner acts in: the first one. */
  business: TBusiness | undefined;
  enums: Enums | undefined;
  /** Boot failure of 500 and above: shown on the error screen. */
  error: { status: number; message: string } | undefined;
  /** Stores the tokens and account of a successful login or registration. */
  signIn(response: TAuthResponse): void;
  /** Ends the session on the server and locally. */
  signOut(): Promise<void>;
  /** Reloads the account after a change (profile, email, password...). */
  reload(): Promise<void>;
};

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
