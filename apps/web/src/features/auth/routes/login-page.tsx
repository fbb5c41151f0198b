/** Route 'login' (/login): the sign-in screen. Opening it forgets any previous session. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/page/centered-card';
import { paths } from '../../../lib/paths';
import { resetSession } from '../../../lib/session-reset';
import { clearSignOutNotice, readSignOutNotice } from '../../../lib/sign-out-notice';
import { LoginForm } from '../components/login-form';

const SignOutNotice = lazy(() => import('../components/sign-out-notice').then((m) => ({ default: m.SignOutNotice })));

/** The sign-in page (plain elements, no antd); on success it continues to the switcher. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Why the console signed the user out, if an answer did (a 401 with a description).
  const [notice] = useState(readSignOutNotice);

  useEffect(() => {
    clearSignOutNotice();
    // The spec: opening the sign-in screen clears local storage (the language choice stays),
    // and every answer the console still holds.
    resetSession();
  }, []);

  return (
    <CenteredCard title={t('login.title')} intro={t('login.intro')}>
      <LoginForm onSignedIn={() => void navigate(paths.switcher.path)} />
      {notice && <Suspense fallback={null}><SignOutNotice notice={notice} /></Suspense>}
    </CenteredCard>
  );
}
