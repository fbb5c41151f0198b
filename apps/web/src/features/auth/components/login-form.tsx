/**
 * The sign-in form: e-mail and password; Enter in the password field submits. Plain elements
 * drawn as antd's large vertical form (login-form.css): the sign-in page is the first screen on
 * a phone and loads no antd. The same texts, labels, checks and keyboard use as the
 * antd form it replaces: a field is checked when it changes and all are on submit, a message
 * under the field says what is wrong.
 */
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, PASSWORD_MAX } from '@console/contract/limits';
import { SvgIcon } from '../../../components/page/svg-icon';
import { useSignIn, type Credentials } from '../api/sign-in';
import { PasswordInput, PlainButton, PlainErrorAlert, PlainField, PlainInput } from './plain-form';
import { signInFailure } from './sign-in-failure';
import './login-form.css';

// The recovery dialog (antd's Modal and providers, the mail call and its schema) loads when first asked for.
const RecoveryMailModal = lazy(() => import('./recovery-mail-modal').then((m) => ({ default: m.RecoveryMailModal })));

export interface LoginFormProps {
  /** Runs after the token is stored. */
  onSignedIn: () => void;
}

type Field = keyof Credentials;

/**
 * E-mail and password form. A failed sign-in stops the loading indicator (spec) and says why
 * under the form; the e-mail stays filled in, the password is emptied and focused.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const password = useRef<HTMLInputElement>(null);
  // The recovery modal opens with the address typed so far (null: closed).
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  // Mounted from the first time it opens on, so it closes with its animation.
  const recoveryAsked = useRecoveryAsked(recoveryEmail !== null);

  const check = (value: string) => (value === '' ? t('validation.required') : undefined);
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: check(value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found = { email: check(values.email), password: check(values.password) };
    setErrors(found);
    if (found.email || found.password) return;
    if (await signIn.submit(values)) {
      onSignedIn();
      return;
    }
    setValues((current) => ({ ...current, password: '' }));
    password.current?.focus();
  };

  return (
    <>
      <form id="login" className="plain-form" onSubmit={(event) => void submit(event)}>
        <PlainField id="login_email" label={t('login.email')} error={errors.email}>
          <PlainInput
            id="login_email" error={errors.email} prefix={<SvgIcon icon={MailOutlined} />}
            type="email" autoComplete="username" maxLength={EMAIL_MAX} autoFocus
            value={values.email} onChange={(event) => change('email', event.target.value)}
          />
        </PlainField>
        <PlainField id="login_password" label={t('login.password')} error={errors.password}>
          <PasswordInput
            id="login_password" ref={password} error={errors.password} prefix={<SvgIcon icon={LockOutlined} />}
            autoComplete="current-password" maxLength={PASSWORD_MAX}
            value={values.password} onChange={(event) => change('password', event.target.value)}
          />
        </PlainField>
        {signIn.error ? <PlainErrorAlert>{signInFailure(signIn.error, t)}</PlainErrorAlert> : null}
        <PlainButton type="submit" primary block loading={signIn.isPending} className="login-submit">
          {t('login.submit')}
        </PlainButton>
        <PlainButton type="button" link onClick={() => setRecoveryEmail(values.email)}>
          {t('login.forgot')}
        </PlainButton>
      </form>
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
