/** Route 'logout' (/logout): revokes the token, clears the session and goes to sign-in. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page/page-loading';
import { paths } from '../../../lib/paths';
import { signOut } from '../api/sign-out';

/** Signs out and redirects; shows a spinner meanwhile. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    void signOut(queryClient).then(() => {
      if (!cancelled) void navigate(paths.login.path, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);
  return <PageLoading fullScreen />;
}
