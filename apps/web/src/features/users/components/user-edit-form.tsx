/**
 * The edit-user form: name, e-mail, function, department, phones and primary organisation (one
 * of the user's organisations); super admins alone also see needs_license and super_admin.
 */
import { App, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, PHONE_MAX } from '@console/contract/limits';
import type { Tenant } from '@console/contract/tenants';
import type { User } from '@console/contract/users';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useUpdateUser } from '../api/update-user';
import { toEditValues, toUserUpdate, type UserEditValues } from '../model/user-payload';
import { userHref } from '../paths';
import { SuperAdminSwitches } from './super-admin-switches';
import { UserIdentityFields } from './user-identity-fields';

export interface UserEditFormProps {
  user: User;
  tenants: readonly Tenant[] | undefined;
  tenantsLoading: boolean;
  superAdmin: boolean;
  onSaved: () => void;
}

/** Saves the user and says 'Gebruiker is bijgewerkt.'. */
export function UserEditForm({ user, tenants, tenantsLoading, superAdmin, onSaved }: UserEditFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserEditValues>();
  const update = useUpdateUser();
  const { onFinish, submitting } = useFormSubmit(form, (values: UserEditValues) => update.mutateAsync({ id: user.id, changes: toUserUpdate(values, superAdmin, user.email) }), () => {
    void message.success(t('users.updated'));
    onSaved();
  });
  const tenantOptions = (tenants ?? [])
    .map((tenant) => ({ value: tenant.id, label: tenant.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Form form={form} name="user_edit" layout="vertical" initialValues={toEditValues(user)} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <UserIdentityFields />
      <Form.Item name="function" label={t('users.function')}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="department" label={t('users.department')}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="phone" label={t('users.phone')}>
        <Input type="tel" maxLength={PHONE_MAX} />
      </Form.Item>
      <Form.Item name="phone_mobile" label={t('users.phone_mobile')}>
        <Input type="tel" maxLength={PHONE_MAX} />
      </Form.Item>
      <Form.Item name="primary_tenant_id" label={t('users.primary_tenant')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={tenantOptions}
          loading={tenantsLoading}
          placeholder={t('users.none')}
        />
      </Form.Item>
      {superAdmin ? <SuperAdminSwitches /> : null}
      <FormActions submitting={submitting} cancelTo={userHref.show(user.id)} />
    </Form>
  );
}
