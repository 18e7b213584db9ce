// /login inside the owner app: the login form is its own light page (login.html), so a move to
// /login from within the app (logging out, a protected page while logged out) loads that page.
import { useEffect } from 'react';
import { LoadingScreen } from '../../app/loading-screen.tsx';

export function LoginHandOver() {
  useEffect(() => {
    window.location.replace(`/login${window.location.search}`);
  }, []);
  return <LoadingScreen />;
}
