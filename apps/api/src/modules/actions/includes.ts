/**
 * What an action's answers embed on request (`include=comment`, the original client's include):
 * its comments, oldest first, as its comment list shows them, fetched for a whole page in one
 * query beside the list's own statement.
 */
import { sql } from 'drizzle-orm';
import { ACTION_INCLUDES } from '@console/contract/actions';
import type { Db } from '../../db/client';
import { checkIncludes, embedInPage, type Embedded } from '../../lib/includes';
import { commentColumns } from '../../lib/comments';

const relations = (networkId: number): Record<(typeof ACTION_INCLUDES)[number], Embedded> => ({
  comment: {
    name: 'comment', key: 'id', many: true,
    query: (keys) => sql`select r.action_id as k, row_to_json(r) as j from (select ${commentColumns} from comments c
      where c.network_id = ${networkId} and c.action_id in (${keys})) r order by r.id`,
  },
});

/** The relations an action's answer embeds: the include names checked (400 on an unknown one). */
export function actionIncludes(networkId: number, requested: string[]): Embedded[] {
  const asked = checkIncludes(requested, ACTION_INCLUDES);
  const all = relations(networkId);
  return ACTION_INCLUDES.filter((name) => asked.includes(name)).map((name) => all[name]);
}

/** A list route's `extend` embedding the includes asked for. */
export const actionsPageIncludes = (db: Db, networkId: number, requested: string[]) => embedInPage(db, actionIncludes(networkId, requested));
