// /social/:provider: where Google and Facebook send the browser back (social-sign-in.ts). The
// answer counts only with the state the browser left with; then it signs in, hands over to the
// sign-up finish form, or connects the provider to the account it came from.
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Flex } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import {
  socialProviderNames,
  socialProviders,
  type TSocialProvider,
} from '@studio/shared/auth/social-contracts';
import { messages } from '@studio/shared/messages';
import { ApiError, errorLines, http } from '../../api/http-client.ts';
import { loginPath } from '../../app/guards.tsx';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { toast } from '../../ui/light/toast.tsx';
import { useConnectLogin } from '../account/use-account.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { isSafePath } from './auth-links.ts';
import {
  clearSocialTrip,
  readProviderAnswer,
  readSocialTrip,
  signupNeeded,
  socialSignInRequest,
  storeSocialSignup,
  type SocialTrip,
} from './social-sign-in.ts';

const CANCELLED = 'access_denied';

export function SocialCallbackPage() {
  const params = useParams();
  const provider = socialProviders.find((known) => known === params.provider);
  if (!provider) return <NotFoundPage />;
  return <SocialCallback provider={provider} />;
}

type Attempt = { trip: SocialTrip; credential: string };

/** Checked again on the way back: a returnUrl never leaves the app (auth-links.ts). */
const returnPathOf = (trip: SocialTrip) => (isSafePath(trip.returnUrl) ? trip.returnUrl : '/');

function SocialCallback({ provider }: { provider: TSocialProvider }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const { modal } = App.useApp();
  const name = socialProviderNames[provider];
  // Read once: the effect clears the stored trip, and a later render must not find it gone.
  const [trip] = useState(readSocialTrip);
  const [answer] = useState(() => readProviderAnswer(provider, location.search, location.hash));
  // Without the state it left with, the answer may be someone else's: it is never sent on.
  const isGenuine = trip?.provider === provider && answer.state === trip.state;
  const hasStarted = useRef(false);

  const leave = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);

  /** Other social sign-in errors open a warning with the error's title and message. */
  const warn = useCallback(
    (title: string, lines: string[], back: string) =>
      modal.warning({
        title,
        content: lines.map((line, index) => <div key={`${index}-${line}`}>{line}</div>),
        okText: 'OK',
        afterClose: () => leave(back),
      }),
    [modal, leave],
  );
  const warnAbout = useCallback(
    (error: unknown, back: string) =>
      warn(error instanceof ApiError ? error.title : `${name} sign-in`, errorLines(error), back),
    [warn, name],
  );

  const login = useMutation({
    mutationFn: ({ credential }: Attempt) =>
      http.post<TAuthResponse>(
        `/auth/login/${provider}`,
        socialSignInRequest(provider, credential),
      ),
    onSuccess: (response, { trip }) => {
      session.signIn(response);
      leave(returnPathOf(trip));
    },
    onError: (error, { trip }) => {
      const signup = signupNeeded(error);
      if (signup) leave(`/signup?psk=${storeSocialSignup(signup)}`);
      else warnAbout(error, loginPath(returnPathOf(trip), ''));
    },
  });

  const connect = useConnectLogin();
  const { mutate: signInWith } = login;
  const { mutate: connectWith } = connect;

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    clearSocialTrip();
    if (!trip || !isGenuine) return;
    const isConnect = trip.intent === 'connect';
    const returnPath = returnPathOf(trip);
    const back = isConnect ? returnPath : loginPath(returnPath, '');
    if (answer.error === CANCELLED) {
      leave(back);
    } else if (answer.error || !answer.credential) {
      warn(`${name} sign-in`, [messages.socialSignInFailed(name)], back);
    } else if (!isConnect) {
      signInWith({ trip, credential: answer.credential });
    } else if (session.status !== 'authenticated') {
      // The session ended while away at the provider: log in first, then connect again.
      leave(loginPath(returnPath, ''));
    } else {
      connectWith(
        { provider, credential: answer.credential },
        {
          onSuccess: () => {
            // The light toast: the page the owner returns to stands under another antd scope,
            // and this page's messages leave with it.
            toast.success(`${name} is connected.`);
            leave(returnPath);
          },
          onError: (error) => warnAbout(error, returnPath),
        },
      );
    }
  }, [
    trip,
    isGenuine,
    answer,
    provider,
    name,
    session.status,
    leave,
    warn,
    warnAbout,
    signInWith,
    connectWith,
  ]);

  if (!isGenuine) {
    const isSignedIn = session.status === 'authenticated';
    return (
      <AuthLayout title={`${name} sign-in`}>
        <Flex vertical gap={24}>
          <FormErrors lines={[messages.socialSignInFailed(name)]} />
          <ButtonLink
            type="primary"
            size="large"
            block
            to={isSignedIn ? '/management/account' : '/login'}
          >
            {isSignedIn ? 'Back to your account' : 'Back to log in'}
          </ButtonLink>
        </Flex>
      </AuthLayout>
    );
  }
  return (
    <LoadingScreen
      message={trip.intent === 'connect' ? `Connecting ${name}…` : `Signing you in with ${name}…`}
    />
  );
}
