/**
 * Route 'admin.roles.show' (/admin/roles/{id}): a role's id, name and description, its
 * permissions, and the actions edit, edit permissions and delete.
 */
import { App, Flex, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Permission, Role } from '@console/contract/roles';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useDeleteRole } from '../api/delete-role';
import { useRole } from '../api/get-role';
import { useRouteId } from '../../../lib/route-id';
import { LoadFailed } from '../../../components/page/load-failed';
import { roleHref, rolePaths, roleFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

const permissionColumns: ListColumn<Permission>[] = [
  { key: 'id', title: 'roles.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'roles.permission_name', sortable: true, searchable: true },
  { key: 'display_name', title: 'roles.permission_display_name', sortable: true, searchable: true },
];

const dash = (value: string | null) => (value && value !== '' ? value : '—');

function roleFields(role: Role, t: (key: string) => string): DetailField[] {
  return [
    { key: 'id', label: t('roles.id'), value: role.id },
    { key: 'name', label: t('roles.name'), value: <Typography.Text code>{role.name}</Typography.Text> },
    { key: 'display_name', label: t('roles.display_name'), value: dash(role.display_name) },
    { key: 'description', label: t('roles.description'), value: <span style={{ whiteSpace: 'pre-wrap' }}>{dash(role.description)}</span> },
    { key: 'users_count', label: t('roles.users_count'), value: <Tag color={role.users_count > 0 ? 'blue' : 'default'}>{role.users_count}</Tag> },
  ];
}

/** The role's card and its permission table. */
export function RoleShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const id = useRouteId();
  const query = useRole(id);
  useCrumbName(id, query.data ? query.data.display_name ?? query.data.name : null);
  const remove = useDeleteRole();
  const role = query.data;

  if (id === null) return <LoadFailed error={null} texts={roleFailed} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} texts={roleFailed} />;

  const label = role ? role.display_name ?? role.name : '';
  // A role with users cannot be deleted (spec): the server says who holds it, and the dialog
  // then only closes.
  const askDelete = () => {
    if (!role) return;
    void confirm({
      title: t('roles.delete_title', { name: label }),
      content: t('roles.delete_no_users'),
      row: apiPaths.role(role.id),
      blocked: t('roles.delete_blocked'),
      onConfirm: async () => {
        await remove.mutateAsync(role.id);
        void message.success(t('roles.deleted'));
        await navigate(rolePaths.index.path);
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={role ? label : t('roles.title')}
        loading={query.isLoading}
        history={role ? { subjectType: 'role', subjectId: role.id } : undefined}
        fields={role ? roleFields(role, t) : []}
        actions={role ? [
          { key: 'edit', label: t('roles.edit'), icon: <EditOutlined aria-hidden />, to: roleHref.edit(role.id) },
          { key: 'permissions', label: t('roles.edit_permissions'), icon: <SafetyCertificateOutlined aria-hidden />, to: roleHref.permissions(role.id) },
          { key: 'delete', label: t('roles.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete },
        ] : []}
      />
      <ListTable<Permission>
        title={t('roles.permissions')}
        rows={role?.permissions?.data}
        loading={query.isLoading}
        columns={permissionColumns}
        extra={role ? (
          <LinkButton to={roleHref.permissions(role.id)} icon={<SafetyCertificateOutlined aria-hidden />}>
            {t('roles.edit_permissions')}
          </LinkButton>
        ) : null}
        pageSize={10}
      />
    </Flex>
  );
}
