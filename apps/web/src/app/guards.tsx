// Stub: replaced by the real guards in this session.
import { Outlet } from 'react-router';
export function RequireAuth() {
  return <Outlet />;
}
export function RequireAnonymous() {
  return <Outlet />;
}
