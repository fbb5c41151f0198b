/** Route 'admin.teams.create' (/admin/teams/create): a new team, then its show screen. */
import { App } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCreateTeam, type TeamWrite } from '../api/create-team';
import { TeamForm } from '../components/team-form';
import { teamHref, teamPaths } from '../paths';

/** The team's name; says 'Team aangemaakt' and opens the team. */
export function TeamCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const submit = async (input: TeamWrite) => {
    const team = await create.mutateAsync(input);
    void message.success(t('teams.created'));
    await navigate(teamHref.show(team.id));
  };
  return (
    <Card title={t('teams.create_title')}>
      <TeamForm onSubmit={submit} cancelTo={teamPaths.index.path} submitLabel={t('teams.create_submit')} />
    </Card>
  );
}
