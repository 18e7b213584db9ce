// /logout: removes the push-messaging token (none is registered yet), logs out, goes to /login.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../app/loading-screen.tsx';
import { useSession } from '../../app/session-context.ts';

export function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut().finally(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return <LoadingScreen />;
}
