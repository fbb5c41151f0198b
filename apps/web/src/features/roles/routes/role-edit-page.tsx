/** Route 'admin.roles.edit' (/admin/roles/{id}/edit): display name and description of a role. */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@console/contract/roles';
import { PageLoading } from '../../../components/page/page-loading';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { useRouteId } from '../../../lib/route-id';
import { LoadFailed } from '../../../components/page/load-failed';
import { RoleForm } from '../components/role-form';
import { toRoleUpdate, type RoleFormValues } from '../components/role-form-values';
import { roleHref, roleFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

function EditRole({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const update = useUpdateRole(role.id);
  const submit = async (values: RoleFormValues) => {
    await update.mutateAsync(toRoleUpdate(role, values));
    void message.success(t('roles.saved'));
    await navigate(roleHref.show(role.id));
  };
  return (
    <Card title={t('roles.edit_title', { name: role.display_name ?? role.name })}>
      <RoleForm role={role} onSubmit={submit} cancelTo={roleHref.show(role.id)} />
    </Card>
  );
}

/** The name read-only, display name and description editable; says 'Wijzigingen opgeslagen'. */
export function RoleEditPage() {
  const id = useRouteId();
  const role = useRole(id);
  useCrumbName(id, role.data ? role.data.display_name ?? role.data.name : null);
  if (id === null) return <LoadFailed error={null} texts={roleFailed} />;
  if (role.error) return <LoadFailed error={role.error} onRetry={() => void role.refetch()} texts={roleFailed} />;
  if (!role.data) return <PageLoading />;
  // Keyed by id, so another role's form starts from that role's values.
  return <EditRole key={role.data.id} role={role.data} />;
}
