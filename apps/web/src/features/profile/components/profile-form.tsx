/**
 * The own-profile form: name, e-mail, primary organisation (one of the user's organisations),
 * function, department, phone and mobile phone. A server 400 lands on its field.
 */
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@console/contract/limits';
import type { ProfileUpdate, User } from '@console/contract/users';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { paths } from '../../../lib/paths';
import { useTenants } from '../../../lib/use-tenants';
import { useUpdateProfile } from '../api/update-profile';

interface Values {
  name: string;
  email: string;
  primary_tenant_id: number | null;
  function: string;
  department: string;
  phone: string;
  phone_mobile: string;
}

function toValues(user: User): Values {
  const attr = user.userAttribute?.data;
  return {
    name: user.name,
    email: user.email,
    primary_tenant_id: user.primary_tenant_id,
    function: attr?.function ?? '',
    department: attr?.department ?? '',
    phone: attr?.phone ?? '',
    phone_mobile: attr?.phone_mobile ?? '',
  };
}

// Empty optional fields are stored as null, not as empty strings.
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

function toUpdate(values: Values): ProfileUpdate {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    primary_tenant_id: values.primary_tenant_id ?? null,
    function: orNull(values.function),
    department: orNull(values.department),
    phone: orNull(values.phone),
    phone_mobile: orNull(values.phone_mobile),
  };
}

export interface ProfileFormProps {
  user: User;
  onSaved: () => void;
}

/** Edits the signed-in user's profile and says 'Profiel bijgewerkt' on success. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const tenants = useTenants();
  const update = useUpdateProfile();
  const { onFinish, submitting } = useFormSubmit(form, (values: Values) => update.mutateAsync(toUpdate(values)), () => {
    void message.success(t('profile.updated'));
    onSaved();
  });
  const tenantOptions = (tenants.data ?? [])
    .map((tenant) => ({ value: tenant.id, label: tenant.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Form form={form} name="profile" layout="vertical" initialValues={toValues(user)} onFinish={onFinish} style={{ maxWidth: 560 }}>
      <Form.Item name="name" label={t('profile.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profile.email')}
        rules={[{ required: true, message: t('validation.required') }, { type: 'email', message: t('validation.email') }]}
      >
        <Input type="email" maxLength={EMAIL_MAX} autoComplete="email" />
      </Form.Item>
      <Form.Item name="primary_tenant_id" label={t('profile.primary_tenant')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={tenantOptions}
          loading={tenants.isLoading}
          placeholder={t('profile.none')}
        />
      </Form.Item>
      <Form.Item name="function" label={t('profile.function')}>
        <Input maxLength={NAME_MAX} autoComplete="organization-title" />
      </Form.Item>
      <Form.Item name="department" label={t('profile.department')}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="phone" label={t('profile.phone')}>
        <Input type="tel" maxLength={PHONE_MAX} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="phone_mobile" label={t('profile.phone_mobile')}>
        <Input type="tel" maxLength={PHONE_MAX} autoComplete="tel" />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={paths.profile.path} />
    </Form>
  );
}
