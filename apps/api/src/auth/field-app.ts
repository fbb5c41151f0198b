/**
 * Which calls are the field app's (docs/map-objects.md, "The type settings"): a call made with
 * an access token of an OAuth client marked as the field app (`oauth_clients.field_app`; the
 * seed marks the client FIELD_APP_CLIENT_ID names, and never the console's own client). The
 * type settings "Zichtbaar in app" and "Bewerkbaar in app" act on these calls only: the
 * console, a script with the console's client, a publication key or an integration never are.
 *
 *   where: [...objectFilters(q), ...fieldAppVisible(req.auth, sql`o.map_object_type_id`)]
 *   if (isFieldAppCall(caller) && !(await hasSetting(tx, typeId, TYPE_SETTING.editableInApp))) throw forbidden(...)
 */
import { sql, type SQL } from 'drizzle-orm';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { typeHasSetting } from '../lib/type-settings';
import type { AuthContext } from './scope';

/** The call is the field app's: its token's client is marked as the field app. */
export const isFieldAppCall = (caller: Pick<AuthContext, 'fieldApp'> | null | undefined): boolean => caller?.fieldApp === true;

/**
 * The conditions a list of objects adds for the caller: none for anyone but the field app;
 * for the app, only objects of a type "Zichtbaar in app" (`typeColumn`: the object's type id).
 */
export const fieldAppVisible = (caller: Pick<AuthContext, 'fieldApp'> | null | undefined, typeColumn: SQL = sql`o.map_object_type_id`): SQL[] =>
  isFieldAppCall(caller) ? [typeHasSetting(typeColumn, TYPE_SETTING.visibleInApp)] : [];
