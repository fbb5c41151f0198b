/** Route guards: signed in (else /login), and a chosen tenant and network (else /switcher). */
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { storage } from '../lib/storage';

/** Lets signed-in users through; sends everyone else to sign-in. */
export function RequireAuth() {
  const location = useLocation();
  if (!storage.getToken()) return <Navigate to={paths.login.path} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Lets through only when an organisation and network are chosen; else the switcher. */
export function RequireScope() {
  if (storage.getTenantId() === null || storage.getNetworkId() === null) {
    return <Navigate to={paths.switcher.path} replace />;
  }
  return <Outlet />;
}
