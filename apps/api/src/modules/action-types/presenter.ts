import { sql } from 'drizzle-orm';

/** The action type as the API shows it, `alias` being its alias in the query. */
export const actionTypeColumnsAs = (alias: string) => {
  const o = sql.raw(alias);
  return sql`${o}.id, ${o}.network_id, ${o}.name, ${o}.own_geo, ${o}.creates_object, ${o}.deletes_object, ${o}.on_network,
  ${o}.dynamic_action_type_category_id,
  (select c.name from action_categories c where c.id = ${o}.dynamic_action_type_category_id) as dynamic_action_type_category_name,
  ${o}.created_at, ${o}.updated_at`;
};

/** The action type as the API shows it; `o` is its alias. */
export const actionTypeColumns = actionTypeColumnsAs('o');
