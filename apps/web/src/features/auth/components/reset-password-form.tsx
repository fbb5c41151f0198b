/**
 * The new-password form behind the mailed link: two password fields with the spec's rules
 * (minimum 8 characters, confirmation must match), checked here and again by the server.
 */
import { useState } from 'react';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@console/contract/limits';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { serverFieldErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';

interface Values {
  password: string;
  password_confirmation: string;
}

export interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
}

/** Sets a new password with the token of the link. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  // A message about the token (expired, used) has no field to sit on: shown above the form.
  const [tokenError, setTokenError] = useState<string | null>(null);
  const { onFinish, submitting } = useFormSubmit(form, async (values: Values) => {
    setTokenError(null);
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (error) {
      const tokenMessages = serverFieldErrors(error).find((f) => f.name === 'token');
      if (tokenMessages) setTokenError(tokenMessages.errors.join(' '));
      throw error;
    }
  }, onDone);

  return (
    <Form form={form} name="reset" layout="vertical" onFinish={onFinish} requiredMark={false}>
      {tokenError ? <Alert type="error" showIcon title={tokenError} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        name="password"
        label={t('reset.password', { min: PASSWORD_MIN })}
        rules={[
          { required: true, message: t('validation.required') },
          { min: PASSWORD_MIN, message: t('reset.min', { min: PASSWORD_MIN }) },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} autoFocus />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('reset.password_confirmation')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) => (value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t('reset.mismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={paths.login.path} submitLabel={t('reset.submit')} />
    </Form>
  );
}
