/**
 * "Bewerkbaar in app" (docs/map-objects.md, "The type settings"): the field app (a call with a
 * token of its client, auth/field-app.ts) creates, changes, deletes and restores only objects of
 * a type with that setting. The console and anyone else are not asked; a network administrator
 * is not asked either, even through the app: the setting guards the field, not its managers.
 */
import { sql } from 'drizzle-orm';
import { TYPE_SETTING } from '@console/contract/catalogues';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import type { AuthContext, Scoped } from '../../auth/scope';
import { isFieldAppCall } from '../../auth/field-app';
import { forbidden } from '../../lib/errors';
import { typeHasSetting } from '../../lib/type-settings';
import { checkLock } from './rules';

/** 403 naming the type when the field app may not change objects of type `typeId`. */
export async function checkAppMayEdit(tx: Db, caller: AuthContext & Scoped, typeId: number): Promise<void> {
  if (!isFieldAppCall(caller) || caller.networkAdmin) return;
  const type = await first<{ name: string; editable: boolean }>(tx, sql`select t.name, ${typeHasSetting(sql`t.id`, TYPE_SETTING.editableInApp)} as editable
    from map_object_types t where t.id = ${typeId} and t.network_id = ${caller.networkId}`);
  if (type && !type.editable) throw forbidden(`map_object.app_not_editable: ${type.name}`);
}

/**
 * 403 unless the caller may change object `object` or what hangs on it (its photos): the
 * network's lock setting, then "Bewerkbaar in app" of its type.
 */
export async function checkObjectWrite(tx: Db, caller: AuthContext & Scoped,
  object: { created_by: number | null; team_id: number | null; map_object_type_id: number }): Promise<void> {
  await checkLock(tx, 'mapobject', object, caller);
  await checkAppMayEdit(tx, caller, object.map_object_type_id);
}
