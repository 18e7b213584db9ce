// /logout: removes this browser's push-messaging token (the device stops receiving the business's
// notifications), logs out, goes to /login. The web removes its own token, as only it knows which
// of the account's devices it is; a token left behind (offline) is dropped by the server when the
// unsubscribed browser's push service answers 410.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { useSession } from '../../app/session-context.ts';
import { removeThisDevice } from '../mobile-app/push-device.ts';

export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void removeThisDevice()
      .then(signOut)
      .finally(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return <LoadingScreen />;
}
