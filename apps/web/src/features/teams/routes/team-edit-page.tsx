/** Route 'admin.teams.edit' (/admin/teams/{id}/edit): rename a team. */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Team } from '@console/contract/teams';
import { PageLoading } from '../../../components/page/page-loading';
import type { TeamWrite } from '../api/create-team';
import { useTeam } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import { useRouteRecord } from '../../../components/page/use-route-record';
import { TeamForm } from '../components/team-form';
import { teamHref, teamFailed } from '../paths';

function EditTeam({ team }: { team: Team }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const update = useUpdateTeam(team.id);
  const submit = async (input: TeamWrite) => {
    await update.mutateAsync(input);
    void message.success(t('teams.saved'));
    await navigate(teamHref.show(team.id));
  };
  return (
    <Card title={t('teams.edit_title', { name: team.name })}>
      <TeamForm team={team} onSubmit={submit} cancelTo={teamHref.show(team.id)} />
    </Card>
  );
}

/** The team's name; says 'Wijzigingen opgeslagen' and returns to the team. */
export function TeamEditPage() {
  const { query: team, failed } = useRouteRecord(useTeam, teamFailed);
  if (failed) return failed;
  if (!team.data) return <PageLoading />;
  // Keyed by id, so another team's form starts from that team's values.
  return <EditTeam key={team.data.id} team={team.data} />;
}
