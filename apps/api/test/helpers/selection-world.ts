/**
 * The selections tests' network: junctions (points, linked to every selection type, required for
 * the routes), benches (linked to none), three selection types (a route of its maker's, a set of
 * its maker's, a route of the whole network), a value of the routes, and the people: an editor of
 * selections with a teammate, another editor, a reader of the map and a user without either.
 */
import { build, type Reply } from './app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './factories';

export type Selection = {
  id: number; network_id: number; selection_type_id: number; selection_type_name: string; is_ordered: boolean; is_network: boolean;
  name: string; description: string | null; object_count: number; length_m: number | null; gaps: { from: number; to: number }[];
  created_by: number | null; team_id: number | null; deleted_at: string | null; updated_at: string;
  attributes: { id: number; name: string; type: string; value: unknown }[];
};
export type Member = { position: number; id: number; code: string; map_object_type_id: number; deleted_at: string | null };

export const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
export const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

export async function makeSelectionWorld() {
  const t = await build();
  const w = await makeWorld(t);
  const as = w.asAdminA;
  const junction = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
  const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'B' });
  const theme = await made(t, as, '/v1/attribute', { name: 'Thema', type: 'string' });
  const km = await made(t, as, '/v1/attribute', { name: 'Kilometers', type: 'integer' });
  const route = await made(t, as, '/v1/selection_type', { name: 'Fietsroute', is_ordered: true });
  const round = await made(t, as, '/v1/selection_type', { name: 'Onderhoudsronde' });
  const shared = await made(t, as, '/v1/selection_type', { name: 'Netwerkroute', is_ordered: true, is_network: true });
  await t.call({ method: 'POST', url: `/v1/selection_type/${route.id}/attribute`, ...as, body: { relation: [theme.id, km.id] } });
  await t.call({ method: 'POST', url: `/v1/type/${junction.id}/map_object_selection`, ...as, body: { relation: [{ id: route.id, required: true }, round.id, shared.id] } });

  let x = 0;
  const newObject = async (typeId = junction.id, who: As = as) => {
    x += 1;
    const res = await t.call({ method: 'POST', url: '/v1/object', ...who, body: { map_object_type_id: typeId, geometry: { type: 'Point', coordinates: [5.38 + x / 1000, 52.15] } } });
    if (res.statusCode !== 201) throw new Error(`object: ${res.statusCode} ${res.body}`);
    return dataOf<{ id: number; code: string }>(res);
  };

  const selectionRole = await makeRole(t.db, w.tenantA.id, ['module-selections'], 'selecties');
  const person = async (roleId = selectionRole.id) => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId });
    return { id: user.id, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } as As };
  };
  const editor = await person();
  const mate = await person();
  const other = await person();
  const team = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v2/team', ...as, body: { name: 'Routeploeg' } }));
  for (const m of [editor, mate]) await t.call({ method: 'POST', url: `/v1/user/${m.id}/team`, ...as, body: { relation: [team.id] } });
  // memberA reads the map (module-map); nobody holds neither module-map nor module-selections.
  const reader = { as: { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id } as As };
  const nobody = await person((await makeRole(t.db, w.tenantA.id, ['module-reports'])).id);

  const create = (body: Record<string, unknown>, who: As = editor.as) => t.call({ method: 'POST', url: '/v1/selection', ...who, body });
  const newSelection = async (body: Record<string, unknown>, who: As = editor.as) => {
    const res = await create({ name: 'Route', selection_type_id: route.id, ...body }, who);
    if (res.statusCode !== 201) throw new Error(`selection: ${res.statusCode} ${res.body}`);
    return dataOf<Selection>(res);
  };
  const members = async (id: number, who: As = editor.as) => dataOf<Member[]>(await t.call({ url: `/v1/selection/${id}/object?perPage=1000`, ...who })).map((m) => m.id);
  const setLock = (value: string) => t.call({ method: 'PUT', url: `/v1/kv/lock_mapobjectselections_${w.a1.id}`, ...as, body: { value, network_id: w.a1.id } });

  return { t, w, as, junction, bench, theme, km, route, round, shared, team, editor, mate, other, reader, nobody, newObject, create, newSelection, members, setLock };
}
