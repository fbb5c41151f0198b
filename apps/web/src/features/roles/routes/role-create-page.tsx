/** Route 'admin.roles.create' (/admin/roles/create): a new role, then its show screen. */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateRole } from '../api/create-role';
import { RoleForm } from '../components/role-form';
import { toRoleCreate, type RoleFormValues } from '../components/role-form-values';
import { roleHref, rolePaths } from '../paths';

/** Name, display name and description; says 'Rol {name} aangemaakt' and opens the role. */
export function RoleCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateRole();
  const submit = async (values: RoleFormValues) => {
    const role = await create.mutateAsync(toRoleCreate(values));
    void message.success(t('roles.created', { name: role.name }));
    await navigate(roleHref.show(role.id));
  };
  return (
    <Card title={t('roles.create_title')}>
      <RoleForm onSubmit={submit} cancelTo={rolePaths.index.path} submitLabel={t('roles.create_submit')} />
    </Card>
  );
}
