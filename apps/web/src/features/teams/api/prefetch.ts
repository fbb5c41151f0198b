/**
 * The team member editor's route loader (admin.teams.editusers): starts the team, its members,
 * the users' count and, beside it, the editor's first page of users (or, for an organisation
 * the table holds whole, every user) as the route is entered, not after the first render.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { usersQueryOptions, usersSource } from '../../../lib/use-users';
import { inScope, prefetchList } from '../../../components/list-table/prefetch-list';
import { teamQueryOptions } from './get-team';
import { teamUsersQueryOptions } from './team-users';

export function prefetchTeamUsers(client: QueryClient = queryClient, id: number | null = null): null {
  if (!inScope() || id === null) return null;
  void client.prefetchQuery(teamQueryOptions(id));
  void client.prefetchQuery(teamUsersQueryOptions(id));
  // The editor's first view has no URL parameters: the default page.
  void prefetchList(client, usersSource, new URLSearchParams(), () => client.prefetchQuery(usersQueryOptions()));
  return null;
}
