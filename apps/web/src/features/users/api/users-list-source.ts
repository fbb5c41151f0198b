/**
 * The users list as the table's source (GET /v1/user, issue 10): the screen and its route
 * loader build it alike, so the loader's calls are the ones the table then reads.
 */
import type { ListSource } from '../../../components/list-table/list-source';
import { usersSource, type UserListItem } from '../../../lib/use-users';
import { statusQuery, type StatusFilter } from '../model/account-state';

/** The list narrowed to a status (?status=): `filter[active]` beside the table's own view. */
export const usersListSource = (status: StatusFilter): ListSource<UserListItem> => ({
  ...usersSource,
  query: statusQuery(status),
});
