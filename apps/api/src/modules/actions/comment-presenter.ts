import { sql } from 'drizzle-orm';

/** A comment on an action as the API shows it (contract actionCommentSchema); `c` is its alias. */
export const commentColumns = sql`c.id, c.action_id, c.user_id, (select u.name from users u where u.id = c.user_id) as user_name,
  c.comment, c.created_at, c.updated_at`;
