/**
 * Route 'admin.teams.editusers' (/admin/teams/{id}/editusers): every user of the organisation
 * with a checkbox and a search filter; ticking adds the user to the team and unticking removes
 * them, at once. Up to the list kit's threshold (2,000) the editor holds every user and filters
 * them here, deferred, once per search; over it (an organisation of 100,000) the server pages
 * and searches them as on the users list. The ticks are the team's members either way.
 */
import type { Team } from '@console/contract/teams';
import { LinkEditor } from '../../../components/resource/link-editor';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useUsers, usersSource, type UserListItem } from '../../../lib/use-users';
import { useTeam } from '../api/get-team';
import { teamUsers } from '../api/team-users';
import { filterUsers } from '../components/filter-users';
import { teamFailed, teamHref } from '../paths';

const columns: ListColumn<UserListItem>[] = [
  { key: 'id', title: 'teams.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'teams.name', sortable: true, searchable: true },
  { key: 'email', title: 'teams.email', sortable: true, searchable: true },
];

const owner = {
  useRow: useTeam,
  name: (team: Team) => team.name,
  showHref: teamHref.show,
  failed: teamFailed,
};

const text = {
  title: 'teams.users_title',
  added: 'teams.user_added',
  removed: 'teams.user_removed',
  back: 'teams.back_to_team',
  intro: 'teams.users_intro',
};

// Every user of the organisation: the users list, so both screens share its calls (its count, every user or its pages).
const search = { label: 'teams.users_search', filter: filterUsers<UserListItem>, summary: 'teams.users_summary', source: usersSource };

/** The members of one team as a checkbox table over every user of the organisation. */
export function TeamUsersPage() {
  return <LinkEditor<Team, UserListItem> owner={owner} links={teamUsers} useCandidates={useUsers} columns={columns} text={text} search={search} />;
}
