/** The detail screen's teams of the user: id and name, with an edit link. */
import { useTranslation } from 'react-i18next';
import { EditOutlined } from '@ant-design/icons';
import type { Team } from '@console/contract/teams';
import { LinkButton } from '../../../components/link-button';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useUserTeams } from '../api/get-user-teams';
import { userHref } from '../paths';

const columns: ListColumn<Team>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 90 },
  { key: 'name', title: 'common.name', sortable: true, searchable: true },
];

/** The teams the user is a member of. */
export function UserTeamsTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const teams = useUserTeams(userId);
  return (
    <ListTable<Team>
      title={t('users.teams')}
      rows={teams.data}
      loading={teams.isLoading}
      error={teams.error}
      onRetry={() => void teams.refetch()}
      columns={columns}
      pageSize={10}
      extra={(
        <LinkButton to={userHref.teamsEdit(userId)} icon={<EditOutlined aria-hidden />}>
          {t('users.edit_teams')}
        </LinkButton>
      )}
    />
  );
}
