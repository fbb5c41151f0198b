/**
 * Route 'admin.roles.edit_role_premissions' (/admin/roles/{id}/edit_role_premissions): every
 * permission with a checkbox; ticking adds it to the role and unticking removes it, at once.
 */
import { useCallback, useMemo } from 'react';
import { Alert, App, Button, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@console/contract/roles';
import { LinkButton } from '../../../components/link-button';
import { LinkTable } from '../../../components/link-table/link-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useAddRolePermission } from '../api/add-role-permission';
import { usePermissions } from '../api/get-permissions';
import { useRole } from '../api/get-role';
import { useRolePermissions } from '../api/get-role-permissions';
import { useRemoveRolePermission } from '../api/remove-role-permission';
import { useRouteId } from '../../../lib/route-id';
import { LoadFailed } from '../components/load-failed';
import { roleHref } from '../paths';

const columns: ListColumn<Permission>[] = [
  { key: 'id', title: 'roles.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'roles.permission_name', sortable: true, searchable: true },
  { key: 'display_name', title: 'roles.permission_display_name', sortable: true, searchable: true },
  { key: 'description', title: 'roles.permission_description', searchable: true },
];

function EditPermissions({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const role = useRole(roleId);
  const all = usePermissions();
  const linked = useRolePermissions(roleId);
  const add = useAddRolePermission(roleId);
  const remove = useRemoveRolePermission(roleId);
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: removeAsync } = remove;
  const linkedIds = useMemo(() => linked.data?.map((permission) => permission.id), [linked.data]);

  // Stable callbacks: the table rebuilds its checkbox column when they change.
  const onAdd = useCallback(async (permission: Permission) => {
    await addAsync(permission.id);
    void message.success(t('roles.permission_added'));
  }, [addAsync, message, t]);
  const onRemove = useCallback(async (permission: Permission) => {
    await removeAsync(permission.id);
    void message.success(t('roles.permission_removed'));
  }, [removeAsync, message, t]);

  if (role.error) return <LoadFailed error={role.error} onRetry={() => void role.refetch()} />;
  const failed = all.error ?? linked.error;
  const name = role.data ? role.data.display_name ?? role.data.name : '';
  const back = <LinkButton to={roleHref.show(roleId)} icon={<ArrowLeftOutlined aria-hidden />}>{t('roles.back_to_role')}</LinkButton>;

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('roles.permissions_intro')} />
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={<Button size="small" onClick={() => { void all.refetch(); void linked.refetch(); }}>{t('common.retry')}</Button>}
        />
      ) : null}
      <LinkTable<Permission>
        title={t('roles.permissions_title', { name })}
        rows={all.data}
        linkedIds={linkedIds}
        loading={all.isLoading || linked.isLoading}
        onAdd={onAdd}
        onRemove={onRemove}
        columns={columns}
        extra={back}
      />
    </Flex>
  );
}

/** The permissions of one role as a checkbox table. */
export function RolePermissionsPage() {
  const id = useRouteId();
  if (id === null) return <LoadFailed error={null} />;
  return <EditPermissions key={id} roleId={id} />;
}
