/**
 * The create-user form: name, e-mail, the 'Uitnodiging versturen' switch (default on: the user
 * gets a mail to choose their own password), for super admins the switches
 * needs_license (default on) and super_admin (default off), and optional (network, role) rows.
 * A 400 (e-mail taken) lands on its field; the licence-limit 403 is shown by the http client.
 * Without an invitation, the user's password is set afterwards with 'Wachtwoord resetten'.
 */
import { App, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { User } from '@console/contract/users';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useCreateUser } from '../api/create-user';
import { useNetworkOptions } from '../api/get-network-options';
import { useRoles } from '../../../lib/use-roles';
import { toUserCreate, type UserCreateValues } from '../model/user-payload';
import { userPaths } from '../paths';
import { NetworkRoleRows } from './network-role-rows';
import { SuperAdminSwitches } from './super-admin-switches';
import { UserIdentityFields } from './user-identity-fields';

export interface UserCreateFormProps {
  superAdmin: boolean;
  onCreated: (user: User) => void;
}

const initialValues: UserCreateValues = { name: '', email: '', send_invitation: true, needs_license: true, super_admin: false, roles: [] };

/** Creates the user and says 'Gebruiker aangemaakt'. */
export function UserCreateForm({ superAdmin, onCreated }: UserCreateFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<UserCreateValues>();
  const networks = useNetworkOptions();
  const roles = useRoles();
  const create = useCreateUser();
  const inviting = Form.useWatch('send_invitation', form) ?? true;
  const { onFinish, submitting } = useFormSubmit(form, async (values: UserCreateValues) => {
    const user = await create.mutateAsync(toUserCreate(values, superAdmin));
    // The spec's message, invitation or not.
    void message.success(t('users.created'));
    onCreated(user);
  });

  return (
    <Form form={form} name="user_create" layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 640 }}>
      <UserIdentityFields autoFocus />
      <Form.Item
        name="send_invitation"
        label={t('users.send_invitation')}
        valuePropName="checked"
        extra={inviting ? t('users.send_invitation_hint') : t('users.send_invitation_off_hint')}
      >
        <Switch />
      </Form.Item>
      {superAdmin ? <SuperAdminSwitches /> : null}
      <NetworkRoleRows form={form} networks={networks.data} roles={roles.data} loading={networks.isLoading || roles.isLoading} />
      <FormActions submitting={submitting} cancelTo={userPaths.index.path} submitLabel={t('users.create_submit')} />
    </Form>
  );
}
