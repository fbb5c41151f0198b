/** The sign-in form: e-mail and password; Enter in the password field submits. */
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, PASSWORD_MAX } from '@console/contract/limits';
import { useSignIn, type Credentials } from '../api/sign-in';
import { signInFailure } from './sign-in-failure';

// The recovery dialog (antd's Modal, the mail call and its schema) loads when first asked for.
const RecoveryMailModal = lazy(() => import('./recovery-mail-modal').then((m) => ({ default: m.RecoveryMailModal })));

export interface LoginFormProps {
  /** Runs after the token is stored. */
  onSignedIn: () => void;
}

/**
 * E-mail and password form. A failed sign-in stops the loading indicator (spec) and says why
 * under the form; the e-mail stays filled in, the password is emptied and focused.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const signIn = useSignIn();
  // The recovery modal opens with the address typed so far (null: closed).
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  // Mounted from the first time it opens on, so it closes with its animation.
  const recoveryAsked = useRecoveryAsked(recoveryEmail !== null);

  const submit = (values: Credentials) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: () => {
        form.setFieldValue('password', '');
        form.focusField('password');
      },
    });
  };

  return (
    <>
      <Form form={form} name="login" layout="vertical" onFinish={submit} requiredMark={false} size="large">
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input type="email" autoComplete="username" prefix={<MailOutlined aria-hidden />} maxLength={EMAIL_MAX} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('login.password')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} maxLength={PASSWORD_MAX} />
        </Form.Item>
        {signIn.isError ? (
          <Alert type="error" showIcon role="alert" title={signInFailure(signIn.error, t)} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Form.Item>
        <Button type="link" style={{ padding: 0 }} onClick={() => setRecoveryEmail(String(form.getFieldValue('email') ?? ''))}>
          {t('login.forgot')}
        </Button>
      </Form>
      {recoveryAsked ? (
        <Suspense fallback={null}>
          <RecoveryMailModal
            open={recoveryEmail !== null}
            initialEmail={recoveryEmail ?? ''}
            onClose={() => setRecoveryEmail(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether `open` has ever been true. */
function useRecoveryAsked(open: boolean): boolean {
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  return asked || open;
}
