/**
 * A final status that creates an object, refused because that object's values do not pass its
 * type's rules: the 400 then names what is missing where the user chose the status, on
 * `action_status_id` ("... een verplichte waarde ontbreekt: Hoogte (Knooppunt)"), as well as on
 * the attribute's own field where the action's form has it. Without this the answer was only
 * "Dit veld is verplicht" on a field the action's page does not show.
 */
import { sql } from 'drizzle-orm';
import type { Message } from '@console/contract/messages';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { badRequest, HttpError } from '../../lib/errors';

const ATTRIBUTE = /^attributes\.(\d{1,10})$/;

/**
 * `error` with its attribute refusals told on the status, kept on the attribute's own field only
 * where the action has that attribute too (`actionAttributeIds`: a field of its form); anything
 * else as it is.
 */
export async function statusRefusal(tx: Db, error: unknown, objectTypeId: number, actionAttributeIds: readonly number[]): Promise<unknown> {
  if (!(error instanceof HttpError) || error.body.kind !== 'validation') return error;
  const messages = error.body.messages;
  const ids = Object.keys(messages).map((f) => ATTRIBUTE.exec(f)?.[1]).filter((id): id is string => id !== undefined).map(Number);
  if (!ids.length) return error;
  const type = await first<{ name: string }>(tx, sql`select name from map_object_types where id = ${objectTypeId}`);
  const names = new Map((await rows<{ id: number; name: string }>(tx, sql`select id, name from attributes
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((a) => [a.id, a.name]));
  const onStatus: Message[] = ids.map((id) => {
    const what = `${names.get(id) ?? id} (${type?.name ?? objectTypeId})`;
    const missing = messages[`attributes.${id}`]?.every((m) => m === 'field.required');
    const message: Message = missing ? `action.object_value_missing: ${what}` : `action.object_value_invalid: ${what}`;
    return message;
  });
  const kept = Object.entries(messages).filter(([field]) => {
    const id = ATTRIBUTE.exec(field)?.[1];
    return id === undefined || actionAttributeIds.includes(Number(id));
  });
  return badRequest({ ...Object.fromEntries(kept), action_status_id: [...(messages.action_status_id ?? []), ...onStatus] });
}
