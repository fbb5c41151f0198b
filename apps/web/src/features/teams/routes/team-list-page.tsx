/** Route 'admin.teams.index' (/admin/teams): the teams of the organisation. */
import { teamSchema, type Team } from '@console/contract/teams';
import type { ListSource } from '../../../components/list-table/list-source';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useTeams } from '../../../lib/use-teams';
import { teamHref, teamPaths } from '../paths';

const columns: ListColumn<Team>[] = [
  { key: 'id', title: 'teams.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'teams.name', sortable: true, searchable: true },
  { key: 'users_count', title: 'teams.users_count', sortable: true, width: 140 },
];

/** The list in the API: URL state, export and, when big, server mode. */
const source: ListSource<Team> = { path: apiPaths.teams, schema: teamSchema, queryKey: queryKeys.teams };

/** Id, name and member count, a view button per row and a create button. */
export function TeamListPage() {
  const { t } = useTranslation();
  const teams = useTeams();
  return (
    <ListTable<Team>
      title={t('teams.title')}
      rows={teams.data}
      loading={teams.isLoading}
      error={teams.error}
      onRetry={() => void teams.refetch()}
      columns={columns}
      viewHref={(team) => teamHref.show(team.id)}
      create={{ to: teamPaths.create.path, label: t('teams.create') }}
      source={source}
    />
  );
}
