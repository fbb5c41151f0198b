/**
 * A type's attribute that is required and has a default: the type's live objects that have no
 * value for it get the default, in the transaction of the change that made it so (linking it
 * required, ticking required, setting the default). Without this every later save of such an
 * object was refused ("Dit veld is verplicht") for a value nobody had been asked for; with it
 * nothing is lost and the rule holds for every object. Each object filled is touched (its
 * updated_at, so the field app's sync and the map's version see it) and gets one audit entry,
 * `update` of `object` with `attributes.<id>: [null, default]`, as if saved by the caller.
 * One statement, however many objects.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actorOf, type Who } from '../../lib/audit';

/** Fills the defaults of type `typeId`'s required attributes into its live objects without a value. */
export async function fillRequiredDefaults(tx: Db, who: Who, typeId: number): Promise<void> {
  const actor = 'userId' in who ? who : actorOf(who);
  await tx.execute(sql`with filled as (
      insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
      select o.tenant_id, o.id, k.attribute_id, k.default_value
      from map_objects o join map_object_type_attributes k on k.map_object_type_id = o.map_object_type_id
      where o.map_object_type_id = ${typeId} and o.deleted_at is null and k.required
        and k.default_value is not null and jsonb_typeof(k.default_value) <> 'null'
      on conflict (map_object_id, attribute_id) do nothing
      returning map_object_id, attribute_id, value
    ), touched as (
      update map_objects set updated_at = now() where id in (select map_object_id from filled) returning id
    )
    insert into audit_log (user_id, user_name, tenant_id, network_id, action, subject_type, subject_id, changes)
    select ${actor.userId}::int, (select name from users where id = ${actor.userId}::int), ${actor.tenantId}::int, ${actor.networkId}::int,
      'update', 'object', f.map_object_id, jsonb_object_agg('attributes.' || f.attribute_id, jsonb_build_array(null, f.value))
    from filled f where f.map_object_id in (select id from touched) group by f.map_object_id`);
}
