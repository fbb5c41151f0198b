/** Route 'password.reset' (/password/reset/:token): the page behind the recovery mail's link. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { CenteredCard } from '../../../components/page/centered-card';
import { paths } from '../../../lib/paths';
import { ResetPasswordForm } from '../components/reset-password-form';

/** New password form; afterwards 'Het wachtwoord is gewijzigd' and a link to sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  return (
    <CenteredCard title={t('reset.title')}>
      {done ? (
        <Result
          status="success"
          title={t('reset.done')}
          subTitle={t('reset.done_hint')}
          extra={<LinkButton to={paths.login.path} type="primary">{t('reset.to_login')}</LinkButton>}
        />
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </CenteredCard>
  );
}
