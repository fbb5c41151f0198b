/**
 * Route 'admin.teams.show' (/admin/teams/{id}): a team's name and its members, with the
 * actions edit, edit users and delete.
 */
import { App, Flex, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Team } from '@console/contract/teams';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard } from '../../../components/detail-card/detail-card';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';
import type { TeamUser } from '../api/team-users';
import { useRouteRecord } from '../../../components/page/use-route-record';
import { teamHref, teamPaths, teamFailed } from '../paths';

const memberColumns: ListColumn<TeamUser>[] = [
  { key: 'id', title: 'teams.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'teams.name', sortable: true, searchable: true },
  { key: 'email', title: 'teams.email', sortable: true, searchable: true },
];

function teamFields(team: Team, t: (key: string) => string) {
  return [
    { key: 'id', label: t('teams.id'), value: team.id },
    { key: 'name', label: t('teams.name'), value: team.name },
    { key: 'users_count', label: t('teams.users_count'), value: <Tag color={team.users_count > 0 ? 'blue' : 'default'}>{team.users_count}</Tag> },
  ];
}

/** The team's card and its member table. */
export function TeamShowPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const { id, query, failed } = useRouteRecord(useTeam, teamFailed);
  const remove = useDeleteTeam();
  const team = query.data;

  if (failed) return failed;

  const askDelete = () => {
    if (!team) return;
    confirm({
      title: t('teams.delete_title', { name: team.name }),
      content: t('teams.delete_content'),
      row: apiPaths.team(team.id),
      onConfirm: async () => {
        await remove.mutateAsync(team.id);
        void message.success(t('teams.deleted'));
        await navigate(teamPaths.index.path);
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={team ? team.name : t('teams.title')}
        loading={query.isLoading}
        history={team ? { subjectType: 'team', subjectId: team.id } : undefined}
        fields={team ? teamFields(team, t) : []}
        actions={team ? [
          { key: 'edit', label: t('teams.edit'), icon: <EditOutlined aria-hidden />, to: teamHref.edit(team.id) },
          { key: 'users', label: t('teams.edit_users'), icon: <UsergroupAddOutlined aria-hidden />, to: teamHref.users(team.id) },
          { key: 'delete', label: t('teams.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete },
        ] : []}
      />
      <ListTable<TeamUser>
        title={t('teams.members')}
        rows={team?.user?.data}
        loading={query.isLoading}
        columns={memberColumns}
        extra={team ? (
          <LinkButton to={teamHref.users(team.id)} icon={<UsergroupAddOutlined aria-hidden />}>
            {t('teams.edit_users')}
          </LinkButton>
        ) : null}
      />
    </Flex>
  );
}
