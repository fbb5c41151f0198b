/**
 * Route 'password.reset' (/password/reset/:token): the page behind the recovery mail's link,
 * and behind an invitation's (?welcome=1), which greets a new user instead.
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { CenteredCard } from '../../../components/page/centered-card';
import { paths } from '../../../lib/paths';
import { ResetPasswordForm } from '../components/reset-password-form';

/** New password form; afterwards 'Het wachtwoord is gewijzigd' and a link to sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const welcome = params.get('welcome') === '1';
  const [done, setDone] = useState(false);
  return (
    <CenteredCard title={welcome ? t('invitation.title') : t('reset.title')}>
      {done ? (
        <Result
          status="success"
          title={welcome ? t('invitation.done') : t('reset.done')}
          subTitle={welcome ? t('invitation.done_hint') : t('reset.done_hint')}
          extra={<LinkButton to={paths.login.path} type="primary">{t('reset.to_login')}</LinkButton>}
        />
      ) : (
        <>
          {welcome ? <Typography.Paragraph>{t('invitation.intro')}</Typography.Paragraph> : null}
          <ResetPasswordForm token={token} onDone={() => setDone(true)} />
        </>
      )}
    </CenteredCard>
  );
}
