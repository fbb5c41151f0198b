/**
 * Route 'admin.users.teams.edit' (/editteam/:id): every team of the organisation with a
 * checkbox, ticked where the user is a member. Ticking adds the user to the team ('User
 * toegevoegd aan Team'), unticking removes it ('User verwijderd van team'), each at once.
 */
import { useCallback, useMemo } from 'react';
import { App } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Team } from '@console/contract/teams';
import { LinkButton } from '../../../components/link-button';
import { LinkTable } from '../../../components/link-table/link-table';
import { useAddUserTeam } from '../api/add-user-team';
import { useTeams } from '../../../lib/use-teams';
import { useUser } from '../api/get-user';
import { useUserTeams } from '../api/get-user-teams';
import { useRemoveUserTeam } from '../api/remove-user-team';
import { LoadFailed } from '../../../components/page/load-failed';
import { useRouteId } from '../../../lib/route-id';
import { userHref, userFailed } from '../paths';
import { useCrumbName } from '../../../lib/crumb-names';

/** The team editor of the user in the path. */
export function UserTeamsPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={userFailed} /> : <UserTeams id={id} />;
}

function UserTeams({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useUser(id);
  useCrumbName(id, user.data?.name);
  const teams = useTeams();
  const userTeams = useUserTeams(id);
  const { mutateAsync: addAsync } = useAddUserTeam();
  const { mutateAsync: removeAsync } = useRemoveUserTeam();

  const onAdd = useCallback(async (team: Team) => {
    await addAsync({ userId: id, teamId: team.id });
    void message.success(t('users.team_added'));
  }, [addAsync, id, message, t]);
  const onRemove = useCallback(async (team: Team) => {
    await removeAsync({ userId: id, teamId: team.id });
    void message.success(t('users.team_removed'));
  }, [removeAsync, id, message, t]);

  const linkedIds = useMemo(() => userTeams.data?.map((team) => team.id), [userTeams.data]);

  const error = user.error ?? teams.error ?? userTeams.error;
  if (error) {
    const retry = () => void Promise.all([user.refetch(), teams.refetch(), userTeams.refetch()]);
    return <LoadFailed error={error} onRetry={retry} texts={userFailed} />;
  }
  return (
    <LinkTable<Team>
      title={user.data ? t('users.teams_title_name', { name: user.data.name }) : t('users.teams_title')}
      rows={teams.data}
      linkedIds={linkedIds}
      loading={teams.isLoading || userTeams.isLoading}
      onAdd={onAdd}
      onRemove={onRemove}
      extra={<LinkButton to={userHref.show(id)} icon={<ArrowLeftOutlined aria-hidden />}>{t('users.back_to_user')}</LinkButton>}
    />
  );
}
