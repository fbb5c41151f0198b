/**
 * Route 'admin.teams.editusers' (/admin/teams/{id}/editusers): every user of the organisation
 * with a checkbox and a search filter; ticking adds the user to the team and unticking removes
 * them, at once. The organisation can have 10,000 users: the filter runs deferred, once per
 * search, and the table renders one page.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { LinkTable } from '../../../components/link-table/link-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useAddTeamUser } from '../api/add-team-user';
import { useTeam } from '../api/get-team';
import { useTeamUsers, type TeamUser } from '../api/get-team-users';
import { useRemoveTeamUser } from '../api/remove-team-user';
import { useUsers } from '../../../lib/use-users';
import { filterUsers } from '../components/filter-users';
import { useRouteId } from '../../../lib/route-id';
import { LoadFailed } from '../components/load-failed';
import { teamHref } from '../paths';

const columns: ListColumn<TeamUser>[] = [
  { key: 'id', title: 'teams.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'teams.name', sortable: true, searchable: true },
  { key: 'email', title: 'teams.email', sortable: true, searchable: true },
];

function EditMembers({ teamId }: { teamId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const team = useTeam(teamId);
  // Every user of the organisation: the users feature's list, so both screens share one call.
  const candidates = useUsers();
  const members = useTeamUsers(teamId);
  const { mutateAsync: addAsync } = useAddTeamUser(teamId);
  const { mutateAsync: removeAsync } = useRemoveTeamUser(teamId);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const rows = useMemo(() => (candidates.data ? filterUsers(candidates.data, deferredSearch) : undefined), [candidates.data, deferredSearch]);
  const memberIds = useMemo(() => members.data?.map((user) => user.id), [members.data]);

  // Stable callbacks: the table rebuilds its checkbox column when they change.
  const onAdd = useCallback(async (user: TeamUser) => {
    await addAsync(user.id);
    void message.success(t('teams.user_added'));
  }, [addAsync, message, t]);
  const onRemove = useCallback(async (user: TeamUser) => {
    await removeAsync(user.id);
    void message.success(t('teams.user_removed'));
  }, [removeAsync, message, t]);

  if (team.error) return <LoadFailed error={team.error} onRetry={() => void team.refetch()} />;
  const failed = candidates.error ?? members.error;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{t('teams.users_intro')}</Typography.Paragraph>
        <Flex align="center" justify="space-between" gap={16} wrap>
          <Input.Search
            aria-label={t('teams.users_search')}
            placeholder={t('teams.users_search')}
            allowClear
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 420 }}
          />
          {members.data && candidates.data ? (
            <Typography.Text type="secondary" role="status">
              {t('teams.users_summary', { count: members.data.length, total: candidates.data.length })}
            </Typography.Text>
          ) : null}
        </Flex>
      </Card>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={<Button size="small" onClick={() => { void candidates.refetch(); void members.refetch(); }}>{t('common.retry')}</Button>}
        />
      ) : null}
      <LinkTable<TeamUser>
        title={t('teams.users_title', { name: team.data?.name ?? '' })}
        rows={rows}
        linkedIds={memberIds}
        loading={candidates.isLoading || members.isLoading}
        onAdd={onAdd}
        onRemove={onRemove}
        columns={columns}
        extra={<LinkButton to={teamHref.show(teamId)} icon={<ArrowLeftOutlined aria-hidden />}>{t('teams.back_to_team')}</LinkButton>}
      />
    </Flex>
  );
}

/** The members of one team as a checkbox table over every user of the organisation. */
export function TeamUsersPage() {
  const id = useRouteId();
  if (id === null) return <LoadFailed error={null} />;
  return <EditMembers key={id} teamId={id} />;
}
