/** A user's name and e-mail, both required, in the create and the edit form. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, NAME_MAX } from '@console/contract/limits';

/** The fields `name` and `email`; `autoFocus` puts the cursor in the name (a new user). */
export function UserIdentityFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('users.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="off" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users.email')}
        rules={[{ required: true, message: t('validation.required') }, { type: 'email', message: t('validation.email') }]}
      >
        <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" />
      </Form.Item>
    </>
  );
}
