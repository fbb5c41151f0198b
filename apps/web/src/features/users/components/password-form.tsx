/**
 * The set-password form of a user: the password (at least 8 characters) twice. The rules are
 * checked here with the spec's messages ('Het wachtwoord dient minimaal 8 karakters lang te
 * zijn', 'Wachtwoorden komen niet overeen') and again by the server.
 */
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@console/contract/limits';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useUpdateUser } from '../api/update-user';
import { userHref } from '../paths';

interface Values {
  password: string;
  password_confirmation: string;
}

export interface PasswordFormProps {
  userId: number;
  onSaved: () => void;
}

/** Sets the password (PUT /v1/user/{id}) and says 'Het wachtwoord is gewijzigd'. */
export function PasswordForm({ userId, onSaved }: PasswordFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateUser();
  const { onFinish, submitting } = useFormSubmit(form, (values: Values) => update.mutateAsync({ id: userId, changes: values }), () => {
    void message.success(t('users.password_changed'));
    onSaved();
  });
  const tooShort = t('reset.min', { min: PASSWORD_MIN });

  return (
    <Form form={form} name="user_password" layout="vertical" onFinish={onFinish} style={{ maxWidth: 480 }}>
      <Form.Item
        name="password"
        label={t('users.password', { min: PASSWORD_MIN })}
        rules={[{ required: true, message: t('validation.required') }, { min: PASSWORD_MIN, message: tooShort }]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('users.password_confirmation')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('validation.required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) => (value === getFieldValue('password')
              ? Promise.resolve()
              : Promise.reject(new Error(t('reset.mismatch')))),
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={userHref.show(userId)} submitLabel={t('users.password_submit')} />
    </Form>
  );
}
