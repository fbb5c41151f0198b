/**
 * The users list as the table's source (GET /v1/user): the screen's first calls
 * (first-calls.ts) name the same place, so their answers are the ones the table reads.
 */
import type { ListSource } from '../../../components/list-table/list-source';
import { usersSource, type UserListItem } from '../../../lib/use-users';
import type { StatusFilter } from '../model/account-state';
import { usersListPlace } from './calls';

/** The list narrowed to a status (?status=): `filter[active]` beside the table's own view. */
export const usersListSource = (status: StatusFilter): ListSource<UserListItem> => ({ ...usersSource, ...usersListPlace(status) });
