/**
 * Every admin route, as three callers see it: a network admin of another organisation
 * (404: A's ids are invisible from B), a member without module-admin (403), and a
 * super-admin-only route for a network admin (403). A new admin route fails the first test
 * until it is given a sample here, so no route goes untested.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { PERMISSION_PRESETS } from '@console/contract/permissions';
import { build } from './helpers/app';
import { grantRole, makeRole, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const [role] = await rows<{ id: number }>(t.db, sql`select id from roles where tenant_id = ${w.tenantA.id} limit 1`);
const team = (await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'T' } })).data as { data: { id: number } };
await t.call({ method: 'PUT', url: '/v1/kv/some_key', ...w.asAdminA, body: { value: 1 } });
// Configuration rows of tenant A, network a1 (document 2).
const cfg = async (url: string, body: unknown) => {
  const res = await t.call({ method: 'POST', url, ...w.asAdminA, body });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return (res.data as { data: { id: number } }).data.id;
};
const category = await cfg('/v1/category', { name: 'C' });
const group = await cfg('/v1/attribute_group', { name: 'G' });
const attribute = await cfg('/v1/attribute', { name: 'A', type: 'lookup', attribute_group_id: group });
const lookup = await cfg(`/v1/attribute/${attribute}/lookup`, { name: 'L' });
const mapObjectType = await cfg('/v1/type', { name: 'T', geo_type: 'point', map_object_category_id: category });
await t.call({ method: 'POST', url: `/v1/type/${mapObjectType}/attribute`, ...w.asAdminA, body: { relation: [attribute] } });
const objectStatus = await cfg('/v1/map_object_status', { name: 'S' });
const selectionType = await cfg('/v1/selection_type', { name: 'ST' });
const actionCategory = await cfg('/v1/dynamic_action_type_category', { name: 'AC' });
const actionType = await cfg('/v1/dynamic_action_type', { name: 'AT', dynamic_action_type_category_id: actionCategory });
const actionStatus = await cfg('/v1/action_status', { name: 'AS' });
const priority = await cfg('/v1/action_priority', { name: 'P' });
const exportKey = `geoserver_export_${mapObjectType}`;
await t.call({ method: 'PUT', url: `/v1/kv/${exportKey}`, ...w.asAdminA, body: { network_id: w.a1.id, value: { network_id: w.a1.id, map_object_type_id: mapObjectType, name: 'E', map_object_status_id: [objectStatus], attributes: [] } } });
const typeUrl = `/v1/type/${mapObjectType}`;
const attributeUrl = `/v1/attribute/${attribute}`;
const actionTypeUrl = `/v1/dynamic_action_type/${actionType}`;
await t.call({ method: 'POST', url: `/v1/network/${w.a1.id}/geo_attribute`, ...w.asAdminA, body: { relation: [attribute] } });
const areaGeometry = { type: 'Polygon', coordinates: [[[5, 52], [5.1, 52], [5.1, 52.1], [5, 52.1], [5, 52]]] };
const areaUrl = `/v1/geo/${await cfg('/v1/geo', { name: 'Wijk', geometry: areaGeometry })}`;
const imageTypeUrl = `/v1/action_image_type/${await cfg('/v1/action_image_type', { name: 'I' })}`;
// A document (plain text) on the type and on the network, for their documents' routes.
const documentBody = '--b\r\nContent-Disposition: form-data; name="file"; filename="d.txt"\r\nContent-Type: text/plain\r\n\r\nnotitie\r\n--b--\r\n';
const documentOn = async (url: string) => {
  const res = await t.call({ method: 'POST', url, ...w.asAdminA, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: documentBody });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return `${url}/${(res.data as { data: { id: number } }).data.id}`;
};
const typeAttachmentUrl = await documentOn(`/v1/type/${mapObjectType}/attachment`);
const networkAttachmentUrl = await documentOn(`/v1/network/${w.a1.id}/attachment`);
// A document announced (the two-step upload) under each owner, for the address its bytes go to.
const uploadOn = async (owner: string) => {
  const res = await t.call({ method: 'POST', url: `${owner}/attachment`, ...w.asAdminA, body: { name: 'd.txt', size: 7 } });
  if (res.statusCode !== 200) throw new Error(`announce ${owner}: ${res.statusCode} ${res.body}`);
  return `/v1/${(res.data as { data: { upload_url: string } }).data.upload_url}`;
};
const rawText = { 'content-type': 'application/json' };

/** A sample call on tenant A's things for each admin route: [path, body, headers]. */
const samples: Record<string, [string, unknown?, Record<string, string>?]> = {
  'GET /v1/network': ['/v1/network'],
  'GET /v1/network/:id': [`/v1/network/${w.a1.id}`],
  'POST /v2/network': ['/v2/network', { name: 'n' }],
  'PUT /v2/network/:id': [`/v2/network/${w.a1.id}`, { name: 'n' }],
  'PATCH /v2/network/:id': [`/v2/network/${w.a1.id}`, { name: 'n' }],
  'GET /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`],
  'GET /v1/network/:id/user_role': [`/v1/network/${w.a1.id}/user_role`],
  'POST /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: role.id }] }],
  'PUT /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: role.id }] }],
  'PATCH /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id, role_id: role.id }] }],
  'DELETE /v1/network/:id/user': [`/v1/network/${w.a1.id}/user`, { relation: [{ id: w.memberA.id }] }],
  'GET /v1/kv': ['/v1/kv'],
  'GET /v1/audit': ['/v1/audit'],
  'GET /v1/kv/:key': ['/v1/kv/some_key'],
  // The helpdesk's health and test, the Marrekrite's key: of the caller's own network.
  'GET /v1/integrations/helpdesk/health': ['/v1/integrations/helpdesk/health'],
  'POST /v1/integrations/helpdesk/test': ['/v1/integrations/helpdesk/test'],
  'GET /v1/integrations/marrekrite/key': ['/v1/integrations/marrekrite/key'],
  'POST /v1/integrations/marrekrite/key': ['/v1/integrations/marrekrite/key'],
  'DELETE /v1/integrations/marrekrite/key': ['/v1/integrations/marrekrite/key'],
  'POST /v1/kv/:key': ['/v1/kv/other_key', { value: 1 }],
  'PUT /v1/kv/:key': ['/v1/kv/some_key', { value: 1 }],
  'PATCH /v1/kv/:key': ['/v1/kv/some_key', { value: 1 }],
  'DELETE /v1/kv/:key': ['/v1/kv/some_key'],
  'GET /v1/user': ['/v1/user'],
  'GET /v1/user/:id': [`/v1/user/${w.memberA.id}`],
  'POST /v2/user': ['/v2/user', { name: 'x', email: 'x-auth@example.com' }],
  'PUT /v1/user/:id': [`/v1/user/${w.memberA.id}`, { name: 'x' }],
  'PATCH /v1/user/:id': [`/v1/user/${w.memberA.id}`, { name: 'x' }],
  'GET /v1/user/:id/tenant': [`/v1/user/${w.memberA.id}/tenant`],
  'GET /v1/user/:id/network': [`/v1/user/${w.memberA.id}/network`],
  'POST /v1/user/:id/network': [`/v1/user/${w.memberA.id}/network`, { relation: [{ id: w.a1.id, role_id: role.id }] }],
  'GET /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`],
  'POST /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`, { relation: [{ id: role.id, network_id: w.a1.id }] }],
  'DELETE /v1/user/:id/role': [`/v1/user/${w.memberA.id}/role`, { relation: [{ id: role.id }] }],
  'GET /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`],
  // A user's account.
  'POST /v1/user/:id/deactivate': [`/v1/user/${w.memberA.id}/deactivate`],
  'POST /v1/user/:id/activate': [`/v1/user/${w.memberA.id}/activate`],
  'POST /v1/user/:id/invitation': [`/v1/user/${w.memberA.id}/invitation`],
  'DELETE /v1/user/:id/sessions': [`/v1/user/${w.memberA.id}/sessions`],
  'POST /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`, { relation: [team.data.id] }],
  'DELETE /v1/user/:id/team': [`/v1/user/${w.memberA.id}/team`, { relation: [team.data.id] }],
  'GET /v1/tenant/:id/user': [`/v1/tenant/${w.tenantA.id}/user`],
  'DELETE /v1/tenant/:id/user': [`/v1/tenant/${w.tenantA.id}/user`, { relation: [w.memberA.id] }],
  'GET /v1/permission': ['/v1/permission'],
  'GET /v1/role': ['/v1/role'],
  'GET /v1/role/:id': [`/v1/role/${role.id}`],
  'POST /v1/role': ['/v1/role', { name: 'r' }],
  'PUT /v1/role/:id': [`/v1/role/${role.id}`, { display_name: 'r' }],
  'PATCH /v1/role/:id': [`/v1/role/${role.id}`, { display_name: 'r' }],
  'DELETE /v1/role/:id': [`/v1/role/${role.id}`],
  'GET /v1/role/:id/users': [`/v1/role/${role.id}/users`],
  'GET /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`],
  'POST /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`, { relation: [1] }],
  'DELETE /v1/role/:id/permissions': [`/v1/role/${role.id}/permissions`, { relation: [1] }],
  'GET /v2/team': ['/v2/team'],
  'GET /v2/team/:id': [`/v2/team/${team.data.id}`],
  'POST /v2/team': ['/v2/team', { name: 't' }],
  'PUT /v2/team/:id': [`/v2/team/${team.data.id}`, { name: 't' }],
  'PATCH /v2/team/:id': [`/v2/team/${team.data.id}`, { name: 't' }],
  'DELETE /v2/team/:id': [`/v2/team/${team.data.id}`],
  'GET /v1/team/:id/user': [`/v1/team/${team.data.id}/user`],
  'POST /v1/team/:id/user': [`/v1/team/${team.data.id}/user`, { relation: [w.memberA.id] }],
  'DELETE /v1/team/:id/user': [`/v1/team/${team.data.id}/user`, { relation: [w.memberA.id] }],
  // Configuration (document 2), per network.
  'GET /v1/type': ['/v1/type'],
  'GET /v1/type/:id': [typeUrl],
  'POST /v1/type': ['/v1/type', { name: 't', geo_type: 'point' }],
  'PUT /v1/type/:id': [typeUrl, { name: 't' }],
  'PATCH /v1/type/:id': [typeUrl, { name: 't' }],
  'DELETE /v1/type/:id': [typeUrl],
  'GET /v1/type/:id/attribute': [`${typeUrl}/attribute`],
  'POST /v1/type/:id/attribute': [`${typeUrl}/attribute`, { relation: [attribute] }],
  'DELETE /v1/type/:id/attribute': [`${typeUrl}/attribute`, { relation: [attribute] }],
  'GET /v1/type/:id/status': [`${typeUrl}/status`],
  'POST /v1/type/:id/status': [`${typeUrl}/status`, { relation: [objectStatus] }],
  'DELETE /v1/type/:id/status': [`${typeUrl}/status`, { relation: [objectStatus] }],
  'GET /v1/type/:id/constraint': [`${typeUrl}/constraint`],
  'POST /v1/type/:id/constraint': [`${typeUrl}/constraint`, { relation: [mapObjectType] }],
  'DELETE /v1/type/:id/constraint': [`${typeUrl}/constraint`, { relation: [mapObjectType] }],
  'GET /v1/type/:id/action_status': [`${typeUrl}/action_status`],
  'POST /v1/type/:id/action_status': [`${typeUrl}/action_status`, { relation: [actionStatus] }],
  'DELETE /v1/type/:id/action_status': [`${typeUrl}/action_status`, { relation: [actionStatus] }],
  'GET /v1/type/:id/setting': [`${typeUrl}/setting`],
  'POST /v1/type/:id/setting': [`${typeUrl}/setting`, { relation: [1] }],
  'DELETE /v1/type/:id/setting': [`${typeUrl}/setting`, { relation: [1] }],
  'GET /v1/type/:id/map_object_selection': [`${typeUrl}/map_object_selection`],
  'POST /v1/type/:id/map_object_selection': [`${typeUrl}/map_object_selection`, { relation: [{ id: selectionType, required: false }] }],
  'DELETE /v1/type/:id/map_object_selection': [`${typeUrl}/map_object_selection`, { relation: [selectionType] }],
  'GET /v1/type/:id/attribute/:attrId': [`${typeUrl}/attribute/${attribute}`],
  'POST /v1/type/:id/attribute/:attrId/default': [`${typeUrl}/attribute/${attribute}/default`, { value: lookup }],
  'GET /v1/type/:id/dynamic_action_type': [`${typeUrl}/dynamic_action_type`],
  'GET /v1/category': ['/v1/category'],
  'GET /v1/category/:id': [`/v1/category/${category}`],
  'POST /v1/category': ['/v1/category', { name: 'c' }],
  'PUT /v1/category/:id': [`/v1/category/${category}`, { name: 'c' }],
  'PATCH /v1/category/:id': [`/v1/category/${category}`, { name: 'c' }],
  'DELETE /v1/category/:id': [`/v1/category/${category}`],
  'GET /v1/attribute_group': ['/v1/attribute_group'],
  'GET /v1/attribute_group/:id': [`/v1/attribute_group/${group}`],
  'POST /v1/attribute_group': ['/v1/attribute_group', { name: 'g' }],
  'PUT /v1/attribute_group/:id': [`/v1/attribute_group/${group}`, { name: 'g' }],
  'PATCH /v1/attribute_group/:id': [`/v1/attribute_group/${group}`, { name: 'g' }],
  'DELETE /v1/attribute_group/:id': [`/v1/attribute_group/${group}`],
  'GET /v1/attribute': ['/v1/attribute'],
  'GET /v1/attribute/:id': [attributeUrl],
  'POST /v1/attribute': ['/v1/attribute', { name: 'a', type: 'string' }],
  'PUT /v1/attribute/:id': [attributeUrl, { name: 'a' }],
  'PATCH /v1/attribute/:id': [attributeUrl, { name: 'a' }],
  'DELETE /v1/attribute/:id': [attributeUrl],
  'GET /v1/attribute/:id/lookup': [`${attributeUrl}/lookup`],
  'POST /v1/attribute/:id/lookup': [`${attributeUrl}/lookup`, { name: 'l' }],
  'POST /v1/attribute/:id/lookup/order': [`${attributeUrl}/lookup/order`, { relation: [lookup] }],
  'POST /v1/type/:id/attribute/order': [`${typeUrl}/attribute/order`, { relation: [attribute] }],
  'POST /v1/dynamic_action_type/:id/attribute/order': [`${actionTypeUrl}/attribute/order`, { relation: [attribute] }],
  'POST /v1/action_status/order': ['/v1/action_status/order', { relation: [actionStatus] }],
  'GET /v1/attribute/:id/lookup/:lookupId': [`${attributeUrl}/lookup/${lookup}`],
  'PUT /v1/attribute/:id/lookup/:lookupId': [`${attributeUrl}/lookup/${lookup}`, { name: 'l' }],
  'PATCH /v1/attribute/:id/lookup/:lookupId': [`${attributeUrl}/lookup/${lookup}`, { name: 'l' }],
  'DELETE /v1/attribute/:id/lookup/:lookupId': [`${attributeUrl}/lookup/${lookup}`],
  'GET /v1/map_object_status': ['/v1/map_object_status'],
  'GET /v1/map_object_status/:id': [`/v1/map_object_status/${objectStatus}`],
  'POST /v1/map_object_status': ['/v1/map_object_status', { name: 's' }],
  'PUT /v1/map_object_status/:id': [`/v1/map_object_status/${objectStatus}`, { name: 's' }],
  'PATCH /v1/map_object_status/:id': [`/v1/map_object_status/${objectStatus}`, { weight: 1 }],
  'DELETE /v1/map_object_status/:id': [`/v1/map_object_status/${objectStatus}`],
  'GET /v1/selection_type': ['/v1/selection_type'],
  'GET /v1/selection_type/:id': [`/v1/selection_type/${selectionType}`],
  'POST /v1/selection_type': ['/v1/selection_type', { name: 's' }],
  'PUT /v1/selection_type/:id': [`/v1/selection_type/${selectionType}`, { name: 's' }],
  'PATCH /v1/selection_type/:id': [`/v1/selection_type/${selectionType}`, { name: 's' }],
  'DELETE /v1/selection_type/:id': [`/v1/selection_type/${selectionType}`],
  'GET /v1/selection_type/:id/attribute': [`/v1/selection_type/${selectionType}/attribute`],
  'POST /v1/selection_type/:id/attribute': [`/v1/selection_type/${selectionType}/attribute`, { relation: [attribute] }],
  'DELETE /v1/selection_type/:id/attribute': [`/v1/selection_type/${selectionType}/attribute`, { relation: [attribute] }],
  'GET /v1/type_setting': ['/v1/type_setting'],
  'GET /v1/action_image_type': ['/v1/action_image_type'],
  'GET /v1/action_image_type/:id': [imageTypeUrl],
  'POST /v1/action_image_type': ['/v1/action_image_type', { name: 'i' }],
  'PUT /v1/action_image_type/:id': [imageTypeUrl, { name: 'i' }],
  'PATCH /v1/action_image_type/:id': [imageTypeUrl, { name: 'i' }],
  'DELETE /v1/action_image_type/:id': [imageTypeUrl],
  'GET /v1/action_image_type/:id/dynamic_action_type': [`${imageTypeUrl}/dynamic_action_type`],
  'POST /v1/action_image_type/:id/dynamic_action_type': [`${imageTypeUrl}/dynamic_action_type`, { relation: [1] }],
  'DELETE /v1/action_image_type/:id/dynamic_action_type': [`${imageTypeUrl}/dynamic_action_type`, { relation: [1] }],
  'POST /v1/type/:id/attachment': [`/v1/type/${mapObjectType}/attachment`, documentBody, { 'content-type': 'multipart/form-data; boundary=b' }],
  'DELETE /v1/type/:id/attachment/:attachmentId': [typeAttachmentUrl],
  'GET /v1/type/:id/attachment': [`/v1/type/${mapObjectType}/attachment`],
  'GET /v1/type/:id/attachment/:attachmentId': [typeAttachmentUrl],
  'GET /v1/network/:id/attachment': [`/v1/network/${w.a1.id}/attachment`],
  'GET /v1/network/:id/attachment/:attachmentId': [networkAttachmentUrl],
  'POST /v1/network/:id/attachment': [`/v1/network/${w.a1.id}/attachment`, documentBody, { 'content-type': 'multipart/form-data; boundary=b' }],
  'DELETE /v1/network/:id/attachment/:attachmentId': [networkAttachmentUrl],
  'POST /v1/type/:id/attachment/upload/:token': [await uploadOn(`/v1/type/${mapObjectType}`), 'notitie', rawText],
  'POST /v1/network/:id/attachment/upload/:token': [await uploadOn(`/v1/network/${w.a1.id}`), 'notitie', rawText],
  'GET /v1/dynamic_action_type': ['/v1/dynamic_action_type'],
  'GET /v1/dynamic_action_type/:id': [actionTypeUrl],
  'POST /v1/dynamic_action_type': ['/v1/dynamic_action_type', { name: 'a' }],
  'PUT /v1/dynamic_action_type/:id': [actionTypeUrl, { name: 'a' }],
  'PATCH /v1/dynamic_action_type/:id': [actionTypeUrl, { own_geo: true }],
  'DELETE /v1/dynamic_action_type/:id': [actionTypeUrl],
  'GET /v1/dynamic_action_type/:id/attribute': [`${actionTypeUrl}/attribute`],
  'POST /v1/dynamic_action_type/:id/attribute': [`${actionTypeUrl}/attribute`, { relation: [{ id: attribute, required: true }] }],
  'DELETE /v1/dynamic_action_type/:id/attribute': [`${actionTypeUrl}/attribute`, { relation: [attribute] }],
  'GET /v1/dynamic_action_type/:id/map_object_type': [`${actionTypeUrl}/map_object_type`],
  'POST /v1/dynamic_action_type/:id/map_object_type': [`${actionTypeUrl}/map_object_type`, { relation: [mapObjectType] }],
  'DELETE /v1/dynamic_action_type/:id/map_object_type': [`${actionTypeUrl}/map_object_type`, { relation: [mapObjectType] }],
  'GET /v1/dynamic_action_type/:id/action_image_type': [`${actionTypeUrl}/action_image_type`],
  'POST /v1/dynamic_action_type/:id/action_image_type': [`${actionTypeUrl}/action_image_type`, { relation: [1] }],
  'DELETE /v1/dynamic_action_type/:id/action_image_type': [`${actionTypeUrl}/action_image_type`, { relation: [1] }],
  'GET /v1/dynamic_action_type_category': ['/v1/dynamic_action_type_category'],
  'GET /v1/dynamic_action_type_category/:id': [`/v1/dynamic_action_type_category/${actionCategory}`],
  'POST /v1/dynamic_action_type_category': ['/v1/dynamic_action_type_category', { name: 'c' }],
  'PUT /v1/dynamic_action_type_category/:id': [`/v1/dynamic_action_type_category/${actionCategory}`, { name: 'c' }],
  'PATCH /v1/dynamic_action_type_category/:id': [`/v1/dynamic_action_type_category/${actionCategory}`, { is_change_request: true }],
  'DELETE /v1/dynamic_action_type_category/:id': [`/v1/dynamic_action_type_category/${actionCategory}`],
  'GET /v1/action_status': ['/v1/action_status'],
  'GET /v1/action_status/:id': [`/v1/action_status/${actionStatus}?include=allActionStatusRoles`],
  'POST /v1/action_status': ['/v1/action_status', { name: 's' }],
  'PUT /v1/action_status/:id': [`/v1/action_status/${actionStatus}`, { name: 's' }],
  'PATCH /v1/action_status/:id': [`/v1/action_status/${actionStatus}`, { color: '-' }],
  'DELETE /v1/action_status/:id': [`/v1/action_status/${actionStatus}`],
  'GET /v1/role/:id/action_status': [`/v1/role/${role.id}/action_status`],
  'POST /v1/role/:id/action_status': [`/v1/role/${role.id}/action_status`, { role_id: role.id, relation: [{ id: actionStatus, is_open: true }] }],
  'PUT /v1/role/:id/action_status': [`/v1/role/${role.id}/action_status`, { role_id: role.id, relation: [{ id: actionStatus, is_open: true }] }],
  'GET /v1/action_priority': ['/v1/action_priority'],
  'GET /v1/action_priority/:id': [`/v1/action_priority/${priority}`],
  'POST /v1/action_priority': ['/v1/action_priority', { name: 'p' }],
  'PUT /v1/action_priority/:id': [`/v1/action_priority/${priority}`, { name: 'p' }],
  'PATCH /v1/action_priority/:id': [`/v1/action_priority/${priority}`, { name: 'p' }],
  'DELETE /v1/action_priority/:id': [`/v1/action_priority/${priority}`],
  'POST /v1/export/geoserver/key_value/:key': [`/v1/export/geoserver/key_value/${exportKey}`],
  // The original client's paths: the same handlers as the spec's.
  'POST /v1/user': ['/v1/user', { name: 'x', email: 'x-auth-v1@example.com' }],
  'GET /v1/user/:id/tenant/:tenantId': [`/v1/user/${w.memberA.id}/tenant/${w.tenantA.id}`],
  'GET /v1/user/:id/network/:networkId': [`/v1/user/${w.memberA.id}/network/${w.a1.id}`],
  'GET /v1/user/:id/team/:targetId': [`/v1/user/${w.memberA.id}/team/${team.data.id}`],
  'GET /v1/permission/:id': ['/v1/permission/1'],
  'GET /v1/role/:id/permissions/:targetId': [`/v1/role/${role.id}/permissions/1`],
  'GET /v1/team': ['/v1/team'],
  'GET /v1/team/:id': [`/v1/team/${team.data.id}`],
  'POST /v1/team': ['/v1/team', { name: 't' }],
  'PUT /v1/team/:id': [`/v1/team/${team.data.id}`, { name: 't' }],
  'PATCH /v1/team/:id': [`/v1/team/${team.data.id}`, { name: 't' }],
  'DELETE /v1/team/:id': [`/v1/team/${team.data.id}`],
  'GET /v1/team/:id/user/:targetId': [`/v1/team/${team.data.id}/user/${w.memberA.id}`],
  'POST /v1/network': ['/v1/network', { name: 'n' }],
  'POST /v1/tenant/:id/network': [`/v1/tenant/${w.tenantA.id}/network`, { name: 'n' }],
  'GET /v1/attribute/:id/type': [`${attributeUrl}/type`],
  'GET /v1/map_object_status/:id/type': [`/v1/map_object_status/${objectStatus}/type`],
  'GET /v1/action_status/:id/type': [`/v1/action_status/${actionStatus}/type`],
  'GET /v1/type_setting/:id/type': ['/v1/type_setting/1/type'],
  'GET /v1/selection_type/:id/type': [`/v1/selection_type/${selectionType}/type`],
  'GET /v1/category/:id/type': [`/v1/category/${category}/type`],
  'GET /v1/type/:id/status/:targetId': [`${typeUrl}/status/${objectStatus}`],
  'GET /v1/type/:id/constraint/:targetId': [`${typeUrl}/constraint/${mapObjectType}`],
  'GET /v1/type/:id/action_status/:targetId': [`${typeUrl}/action_status/${actionStatus}`],
  'GET /v1/type/:id/setting/:targetId': [`${typeUrl}/setting/1`],
  'GET /v1/type/:id/map_object_selection/:targetId': [`${typeUrl}/map_object_selection/${selectionType}`],
  'GET /v1/selection_type/:id/attribute/:targetId': [`/v1/selection_type/${selectionType}/attribute/${attribute}`],
  'GET /v1/dynamic_action_type/:id/attribute/:targetId': [`${actionTypeUrl}/attribute/${attribute}`],
  'GET /v1/dynamic_action_type/:id/map_object_type/:targetId': [`${actionTypeUrl}/map_object_type/${mapObjectType}`],
  'GET /v1/dynamic_action_type/:id/action_image_type/:targetId': [`${actionTypeUrl}/action_image_type/1`],
  'PATCH /v1/role/:id/action_status': [`/v1/role/${role.id}/action_status`, { role_id: role.id, relation: [{ id: actionStatus, is_open: true }] }],
  'DELETE /v1/role/:id/action_status': [`/v1/role/${role.id}/action_status`, { relation: [actionStatus] }],
  // Imports and copying a configuration: dry runs, a copy into an empty network.
  'POST /v1/user/import': ['/v1/user/import?dry_run=true', { csv: 'name,email\nX,x-import@example.com' }],
  'POST /v1/attribute/:id/lookup/import': [`${attributeUrl}/lookup/import?dry_run=true`, { csv: 'name\nL2' }],
  'POST /v1/network/:id/copy_configuration': [`/v1/network/${w.a2.id}/copy_configuration`, { source_network_id: w.a1.id }],
  // The network's areas and the attributes they have.
  'POST /v1/geo': ['/v1/geo', { name: 'G', geometry: areaGeometry }],
  'PUT /v1/geo/:id': [areaUrl, { name: 'G' }],
  'PATCH /v1/geo/:id': [areaUrl, { name: 'G' }],
  'DELETE /v1/geo/:id': [areaUrl],
  'POST /v1/geo/import': ['/v1/geo/import?dry_run=true', { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: areaGeometry, properties: { name: 'I' } }] }],
  'POST /v1/network/:id/geo_attribute': [`/v1/network/${w.a1.id}/geo_attribute`, { relation: [attribute] }],
  'DELETE /v1/network/:id/geo_attribute': [`/v1/network/${w.a1.id}/geo_attribute`, { relation: [attribute] }],
};

/**
 * Routes that name nothing of tenant A: lists and creates act in the caller's own scope, and
 * key-value keys are per network, so B's call reaches B's own entry (kv.test.ts proves B
 * never sees A's).
 */
const OWN_SCOPE = new Set([
  'POST /v2/network', 'GET /v1/permission', 'GET /v1/network', 'GET /v1/kv', 'GET /v1/user', 'GET /v1/role', 'GET /v2/team',
  // The audit log: the caller's own organisation's entries (audit.test.ts proves B never sees A's).
  'GET /v1/audit',
  // The integrations' health, test and key: the caller's own network's.
  'GET /v1/integrations/helpdesk/health', 'POST /v1/integrations/helpdesk/test',
  'GET /v1/integrations/marrekrite/key', 'POST /v1/integrations/marrekrite/key', 'DELETE /v1/integrations/marrekrite/key',
  'POST /v1/role', 'POST /v2/team', 'POST /v2/user', 'POST /v1/kv/:key', 'PUT /v1/kv/:key', 'PATCH /v1/kv/:key', 'DELETE /v1/kv/:key', 'GET /v1/kv/:key',
  // Configuration: the lists and creates act in the caller's own network; the catalogues are global.
  'GET /v1/type', 'POST /v1/type', 'GET /v1/category', 'POST /v1/category', 'GET /v1/attribute_group', 'POST /v1/attribute_group',
  'GET /v1/attribute', 'POST /v1/attribute', 'GET /v1/map_object_status', 'POST /v1/map_object_status', 'GET /v1/selection_type',
  'POST /v1/selection_type', 'GET /v1/type_setting', 'GET /v1/action_image_type', 'GET /v1/dynamic_action_type',
  'POST /v1/dynamic_action_type', 'GET /v1/dynamic_action_type_category', 'POST /v1/action_image_type', 'POST /v1/dynamic_action_type_category',
  'GET /v1/action_status', 'POST /v1/action_status', 'GET /v1/action_priority', 'POST /v1/action_priority',
  // The order of the caller's own network's statuses: another network's ids are refused as not in the list.
  'POST /v1/action_status/order',
  // The original client's paths: creates and lists in the caller's own scope; permissions and
  // type settings are global (the types linked to a setting are the caller's network's).
  'POST /v1/user', 'GET /v1/team', 'POST /v1/team', 'POST /v1/network', 'GET /v1/permission/:id', 'GET /v1/type_setting/:id/type',
  // A users import acts in the caller's own tenant.
  'POST /v1/user/import',
  // Areas made and imported in the caller's own network.
  'POST /v1/geo', 'POST /v1/geo/import',
]);

// A row's usage (what uses it, before a delete) is asked about the row its GET shows.
for (const route of t.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((r) => r.startsWith('GET ') && r.endsWith('/:id/usage') || r.endsWith('/:lookupId/usage'))) {
  const shown = samples[route.slice(0, -'/usage'.length)];
  if (shown) samples[route] = [`${shown[0].split('?')[0]}/usage`];
}

const adminRoutes = t.app.routeTable.filter((r) => /^\/v\d+\//.test(r.url) && r.scope === 'admin').map((r) => `${r.method} ${r.url}`);
const superRoutes = t.app.routeTable.filter((r) => r.scope === 'super').map((r) => `${r.method} ${r.url}`);
const call = (route: string, as: { token: string; tenant: number; network: number }) => {
  const [method] = route.split(' ');
  const [path, body, headers] = samples[route];
  return t.call({ method: method as 'GET', url: path, ...as, headers, body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}) });
};

describe('authorization of every admin route', () => {
  it('has a sample for every admin route', () => {
    expect(adminRoutes.filter((r) => !samples[r])).toEqual([]);
  });

  for (const route of adminRoutes.filter((r) => samples[r])) {
    it(`${route}: 403 for a member without module-admin`, async () => {
      const res = await call(route, { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(403);
      expect(res.data).toEqual({ detail: expect.any(String) });
    });

    if (!OWN_SCOPE.has(route)) {
      it(`${route}: 404 for an admin of another organisation`, async () => {
        const res = await call(route, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id });
        expect(res.statusCode).toBe(404);
        expect(res.data).toEqual({ detail: expect.any(String) });
      });
    }

    it(`${route}: 404 for an admin of another organisation who names tenant A`, async () => {
      const res = await call(route, { token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(404);
    });
  }
});

/**
 * The network routes (map objects, files), which ask a permission of the route instead of
 * module-admin: a sample each on tenant A's things, as write or read.
 */
const object = (await t.call({ method: 'POST', url: '/v1/object', ...w.asAdminA, body: { map_object_type_id: mapObjectType, geometry: { type: 'Point', coordinates: [5.39, 52.16] } } })).data as { data: { id: number } };
const fileBody = '--b\r\nContent-Disposition: form-data; name="file"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--\r\n';
const file = (await t.call({ method: 'POST', url: '/v1/file', ...w.asAdminA, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: fileBody })).data as { data: { id: number } };
const objectUrl = `/v1/object/${object.data.id}`;
const onNetwork = await cfg('/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const action = (await t.call({ method: 'POST', url: '/v1/action', ...w.asAdminA, body: { dynamic_action_type_id: onNetwork } })).data as { data: { id: number } };
const actionUrl = `/v1/action/${action.data.id}`;
// A comment and a photo of the action (a WebP: its first bytes written as text), for their routes.
const commentUrl = `${actionUrl}/comment/${((await t.call({ method: 'POST', url: `${actionUrl}/comment`, ...w.asAdminA, body: { comment: 'c' } })).data as { data: { id: number } }).data.id}`;
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${onNetwork}/action_image_type`, ...w.asAdminA, body: { relation: [1] } });
const imageBody = '--b\r\nContent-Disposition: form-data; name="image"; filename="f.webp"\r\nContent-Type: image/webp\r\n\r\nRIFF\x1a\0\0\0WEBPVP8 \x0e\0\0\0\r\n--b\r\nContent-Disposition: form-data; name="action_image_type_id"\r\n\r\n1\r\n--b--\r\n';
const image = (await t.call({ method: 'POST', url: `${actionUrl}/image`, ...w.asAdminA, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: imageBody })).data as { data: { id: number } };
const imageUrl = `${actionUrl}/image/${image.data.id}`;
// The photo copied to the object, for the object's photo routes.
const objectImage = (await t.call({ method: 'POST', url: `${actionUrl}/image/promote/${object.data.id}`, ...w.asAdminA, body: { action_image_id: image.data.id } })).data as { data: { id: number } };
const objectImageUrl = `${objectUrl}/image/${objectImage.data.id}`;
// A selection of a type the object's type is linked to, holding the object, with a photo.
await t.call({ method: 'POST', url: `${typeUrl}/map_object_selection`, ...w.asAdminA, body: { relation: [selectionType] } });
await t.call({ method: 'POST', url: `/v1/selection_type/${selectionType}/attribute`, ...w.asAdminA, body: { relation: [attribute] } });
const selection = (await t.call({ method: 'POST', url: '/v1/selection', ...w.asAdminA, body: { selection_type_id: selectionType, name: 'S', objects: [object.data.id] } })).data as { data: { id: number } };
const selectionUrl = `/v1/selection/${selection.data.id}`;
const selectionImage = (await t.call({ method: 'POST', url: `${selectionUrl}/image`, ...w.asAdminA, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: imageBody })).data as { data: { id: number } };
const selectionImageUrl = `${selectionUrl}/image/${selectionImage.data.id}`;
// A comment on the object, one on the action to copy onto it, and a document on each.
const objectCommentUrl = `${objectUrl}/comment/${((await t.call({ method: 'POST', url: `${objectUrl}/comment`, ...w.asAdminA, body: { comment: 'o' } })).data as { data: { id: number } }).data.id}`;
const commentId = commentUrl.split('/').pop() ?? '';
const objectAttachmentUrl = await documentOn(`${objectUrl}/attachment`);
const actionAttachmentUrl = await documentOn(`${actionUrl}/attachment`);
const multipart = { 'content-type': 'multipart/form-data; boundary=b' };
const networkSamples: Record<string, [string, unknown?, Record<string, string>?]> = {
  'GET /v1/object': ['/v1/object'],
  'POST /v1/object': ['/v1/object', { map_object_type_id: mapObjectType, geometry: { type: 'Point', coordinates: [5.39, 52.16] } }],
  'GET /v1/object/:id': [objectUrl],
  'PUT /v1/object/:id': [objectUrl, { name: 'x' }],
  'PATCH /v1/object/:id': [objectUrl, { name: 'x' }],
  'DELETE /v1/object/:id': [objectUrl],
  'POST /v1/object/:id/restore': [`${objectUrl}/restore`],
  'GET /v1/object/:id/deleted': [`${objectUrl}/deleted`],
  'GET /v1/object/:id/attribute': [`${objectUrl}/attribute`],
  'PATCH /v1/object/:id/attribute': [`${objectUrl}/attribute`, { attributes: [] }],
  'GET /v1/object/:id/attribute/:attributeId': [`${objectUrl}/attribute/${attribute}`],
  'PATCH /v1/object/:id/attribute/:attributeId': [`${objectUrl}/attribute/${attribute}`, { value: null }],
  'GET /v1/object/count': ['/v1/object/count'],
  'GET /v1/object/:id/children': [`${objectUrl}/children`],
  'GET /v1/object/:id/parent': [`${objectUrl}/parent`],
  'GET /v1/object/:id/parents': [`${objectUrl}/parents`],
  'GET /v1/object/:id/image': [`${objectUrl}/image`],
  'GET /v1/object/:id/image/:imageId': [objectImageUrl],
  'DELETE /v1/object/:id/image/:imageId': [objectImageUrl],
  'POST /v1/object/:id/image': [`${objectUrl}/image`, imageBody, multipart],
  'PUT /v1/object/:id/image/:imageId': [objectImageUrl, { caption: 'x' }],
  'PATCH /v1/object/:id/image/:imageId': [objectImageUrl, { caption: 'x' }],
  'POST /v1/object/:id/image/copy/:imageId': [`${objectUrl}/image/copy/${image.data.id}`],
  'GET /v1/object/:id/comment': [`${objectUrl}/comment`],
  'POST /v1/object/:id/comment': [`${objectUrl}/comment`, { comment: 'x' }],
  'GET /v1/object/:id/comment/:commentId': [objectCommentUrl],
  'PUT /v1/object/:id/comment/:commentId': [objectCommentUrl, { comment: 'x' }],
  'PATCH /v1/object/:id/comment/:commentId': [objectCommentUrl, { comment: 'x' }],
  'DELETE /v1/object/:id/comment/:commentId': [objectCommentUrl],
  'POST /v1/object/:id/comment/copy/:commentId': [`${objectUrl}/comment/copy/${commentId}`],
  'GET /v1/comment/:id': [`/v1/comment/${commentId}`],
  'PUT /v1/comment/:id': [`/v1/comment/${commentId}`, { comment: 'x' }],
  'PATCH /v1/comment/:id': [`/v1/comment/${commentId}`, { comment: 'x' }],
  'DELETE /v1/comment/:id': [`/v1/comment/${commentId}`],
  'GET /v1/object/:id/attachment': [`${objectUrl}/attachment`],
  'POST /v1/object/:id/attachment': [`${objectUrl}/attachment`, documentBody, multipart],
  'GET /v1/object/:id/attachment/:attachmentId': [objectAttachmentUrl],
  'DELETE /v1/object/:id/attachment/:attachmentId': [objectAttachmentUrl],
  'GET /v1/action/:id/attachment': [`${actionUrl}/attachment`],
  'POST /v1/action/:id/attachment': [`${actionUrl}/attachment`, documentBody, multipart],
  'GET /v1/action/:id/attachment/:attachmentId': [actionAttachmentUrl],
  'DELETE /v1/action/:id/attachment/:attachmentId': [actionAttachmentUrl],
  'POST /v1/object/:id/attachment/upload/:token': [await uploadOn(objectUrl), 'notitie', rawText],
  'POST /v1/action/:id/attachment/upload/:token': [await uploadOn(actionUrl), 'notitie', rawText],
  'POST /v1/object/import': [`/v1/object/import?map_object_type_id=${mapObjectType}&dry_run=true`, { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [5.39, 52.16] }, properties: {} }] }],
  'POST /v1/object/import/csv': [`/v1/object/import/csv?map_object_type_id=${mapObjectType}&dry_run=true`, { csv: 'name,geometry_wkt\nX,POINT (5.39 52.16)' }],
  'GET /v1/object/tile/:z/:x/:y': ['/v1/object/tile/10/525/336'],
  'GET /v1/network/:id/children': [`/v1/network/${w.a1.id}/children`],
  // Actions.
  'GET /v1/action': ['/v1/action'],
  'GET /v1/action/selectable_status': ['/v1/action/selectable_status'],
  'POST /v1/action': ['/v1/action', { dynamic_action_type_id: onNetwork }],
  'GET /v1/action/:id': [actionUrl],
  'PUT /v1/action/:id': [actionUrl, { description: 'x' }],
  'PATCH /v1/action/:id': [actionUrl, { description: 'x' }],
  'DELETE /v1/action/:id': [actionUrl],
  'GET /v1/object/:id/action': [`${objectUrl}/action`],
  'GET /v1/action/:id/attribute': [`${actionUrl}/attribute`],
  'PATCH /v1/action/:id/attribute/:attributeId': [`${actionUrl}/attribute/${attribute}`, { value: null }],
  'GET /v1/network/:id/action': [`/v1/network/${w.a1.id}/action`],
  'GET /v1/network/:id/action/web': [`/v1/network/${w.a1.id}/action/web`],
  'GET /v1/action/:id/comment': [`${actionUrl}/comment`],
  'POST /v1/action/:id/comment': [`${actionUrl}/comment`, { comment: 'x' }],
  'GET /v1/action/:id/comment/:commentId': [commentUrl],
  'PUT /v1/action/:id/comment/:commentId': [commentUrl, { comment: 'x' }],
  'PATCH /v1/action/:id/comment/:commentId': [commentUrl, { comment: 'x' }],
  'DELETE /v1/action/:id/comment/:commentId': [commentUrl],
  'GET /v1/action/:id/image': [`${actionUrl}/image`],
  'POST /v1/action/:id/image': [`${actionUrl}/image`, imageBody, { 'content-type': 'multipart/form-data; boundary=b' }],
  'GET /v1/action/:id/image/:imageId': [imageUrl],
  'PUT /v1/action/:id/image/:imageId': [imageUrl, { action_image_type_id: 1 }],
  'PATCH /v1/action/:id/image/:imageId': [imageUrl, { action_image_type_id: 1 }],
  'DELETE /v1/action/:id/image/:imageId': [imageUrl],
  'POST /v1/action/:id/image/promote/:objectId': [`${actionUrl}/image/promote/${object.data.id}`, { action_image_id: image.data.id }],
  'POST /v1/action/:id/image/promote': [`${actionUrl}/image/promote`, { action_image_id: image.data.id }],
  'GET /v1/network/:id/children/web2': [`/v1/network/${w.a1.id}/children/web2`],
  'GET /v1/network/:id/children/all': [`/v1/network/${w.a1.id}/children/all`],
  'GET /v1/network/:id/children/deleted': [`/v1/network/${w.a1.id}/children/deleted`],
  'GET /v1/network/:id/children/type/:typeId': [`/v1/network/${w.a1.id}/children/type/${mapObjectType}`],
  'POST /v1/network/:id/children/find': [`/v1/network/${w.a1.id}/children/find`, { attribute_id: attribute, value: 'x' }],
  'POST /v1/file': ['/v1/file', fileBody, { 'content-type': 'multipart/form-data; boundary=b' }],
  'GET /v1/file': ['/v1/file'],
  'GET /v1/file/:id': [`/v1/file/${file.data.id}`],
  // Selections.
  'GET /v1/selection': ['/v1/selection'],
  'POST /v1/selection': ['/v1/selection', { selection_type_id: selectionType, name: 'x' }],
  'GET /v1/selection/:id': [selectionUrl],
  'PUT /v1/selection/:id': [selectionUrl, { name: 'x' }],
  'PATCH /v1/selection/:id': [selectionUrl, { name: 'x' }],
  'DELETE /v1/selection/:id': [selectionUrl],
  'POST /v1/selection/:id/restore': [`${selectionUrl}/restore`],
  'GET /v1/selection/:id/deleted': [`${selectionUrl}/deleted`],
  'GET /v1/selection/:id/type': [`${selectionUrl}/type`],
  'GET /v1/selection/:id/attribute': [`${selectionUrl}/attribute`],
  'PATCH /v1/selection/:id/attribute': [`${selectionUrl}/attribute`, { attributes: [] }],
  'GET /v1/selection/:id/attribute/:attributeId': [`${selectionUrl}/attribute/${attribute}`],
  'PATCH /v1/selection/:id/attribute/:attributeId': [`${selectionUrl}/attribute/${attribute}`, { value: null }],
  'GET /v1/selection/:id/object': [`${selectionUrl}/object`],
  'POST /v1/selection/:id/object': [`${selectionUrl}/object`, { relation: [object.data.id] }],
  'DELETE /v1/selection/:id/object': [`${selectionUrl}/object`, { relation: [object.data.id] }],
  'GET /v1/selection/:id/image': [`${selectionUrl}/image`],
  'POST /v1/selection/:id/image': [`${selectionUrl}/image`, imageBody, { 'content-type': 'multipart/form-data; boundary=b' }],
  'GET /v1/selection/:id/image/:imageId': [selectionImageUrl],
  'PUT /v1/selection/:id/image/:imageId': [selectionImageUrl, { action_image_type_id: 1 }],
  'PATCH /v1/selection/:id/image/:imageId': [selectionImageUrl, { action_image_type_id: 1 }],
  'DELETE /v1/selection/:id/image/:imageId': [selectionImageUrl],
  'GET /v1/selection_type/:id/selection': [`/v1/selection_type/${selectionType}/selection`],
  'GET /v1/selection_type/:id/missing': [`/v1/selection_type/${selectionType}/missing`],
  'GET /v1/network/:id/map_object_selection': [`/v1/network/${w.a1.id}/map_object_selection`],
  'GET /v1/object/:id/selection': [`${objectUrl}/selection`],
  'POST /v1/object/:id/selection': [`${objectUrl}/selection`, { relation: [selection.data.id] }],
  'DELETE /v1/object/:id/selection': [`${objectUrl}/selection`, { relation: [selection.data.id] }],
  // A route's course and exports (module-selections or module-map).
  'POST /v1/network/:id/route_course': [`/v1/network/${w.a1.id}/route_course`, { objects: [object.data.id] }],
  'GET /v1/selection/:id/course': [`${selectionUrl}/course`],
  'GET /v1/selection/:id/export': [`${selectionUrl}/export?format=gpx`],
  // The publication key of the network (module-export).
  'GET /v1/network/:id/publication_key': [`/v1/network/${w.a1.id}/publication_key`],
  'POST /v1/network/:id/publication_key': [`/v1/network/${w.a1.id}/publication_key`],
  'DELETE /v1/network/:id/publication_key': [`/v1/network/${w.a1.id}/publication_key`],
  // An object's and an action's small sub-resources, a type's actions, the network's action values.
  ...Object.fromEntries(['category', 'status', 'type', 'network', 'dynamic_action_type', 'geo', 'linestring'].map((name) => [`GET /v1/object/:id/${name}`, [`${objectUrl}/${name}`]])),
  ...Object.fromEntries(['object', 'priority', 'map_object_type', 'dynamic_action_type', 'attribute/map_object_type', 'attribute/dynamic_action_type', 'geo']
    .map((name) => [`GET /v1/action/:id/${name}`, [`${actionUrl}/${name}`]])),
  'GET /v1/type/:id/action': [`/v1/type/${mapObjectType}/action`],
  'POST /v2/object/:id/split': [`/v2/object/${object.data.id}/split`, { geometry: { type: 'Point', coordinates: [5.39, 52.16] } }],
  'GET /v1/network/:id/action_attribute_values': [`/v1/network/${w.a1.id}/action_attribute_values`],
  'GET /v1/network/:id/action/city_district': [`/v1/network/${w.a1.id}/action/city_district`],
  'GET /v1/geo': ['/v1/geo'],
  'GET /v1/geo/:id': [areaUrl],
  'GET /v1/geo/:id/attribute': [`${areaUrl}/attribute`],
  'GET /v1/geo_attribute': ['/v1/geo_attribute'],
  'GET /v1/geo_attribute/:id': [`/v1/geo_attribute/${attribute}`],
  'GET /v1/network/:id/geo_attribute': [`/v1/network/${w.a1.id}/geo_attribute`],
  'GET /v1/network/:id/geo_attribute/:targetId': [`/v1/network/${w.a1.id}/geo_attribute/${attribute}`],
};
/** Lists and creates act in the caller's own network. */
const NETWORK_OWN_SCOPE = new Set(['GET /v1/geo', 'GET /v1/geo_attribute', 'GET /v1/selection', 'POST /v1/selection', 'GET /v1/action', 'GET /v1/action/selectable_status', 'POST /v1/action', 'GET /v1/object', 'POST /v1/object', 'POST /v1/object/import', 'POST /v1/object/import/csv', 'GET /v1/object/count', 'GET /v1/object/tile/:z/:x/:y', 'GET /v1/file', 'POST /v1/file']);
const networkRoutes = t.app.routeTable.filter((r) => r.scope === 'network').map((r) => `${r.method} ${r.url}`);
const permissionOf = (route: string) => t.app.routeTable.find((r) => `${r.method} ${r.url}` === route)?.permission;
// memberA is a viewer (module-map); a user whose role holds neither map permission:
const nobody = await makeUser(t.db, { tenantId: w.tenantA.id });
await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: nobody.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-reports'])).id });
const nobodyToken = await t.signIn(nobody.email, 'password-123');
// A member of the organisation without a role on the network: what a network's own read asks (any permission there) refuses.
const stranger = await makeUser(t.db, { tenantId: w.tenantA.id });
const strangerToken = await t.signIn(stranger.email, 'password-123');
/** The configuration's reads (CONFIG_READ) are network routes too; their samples are the admin walk's. */
const networkSample = (route: string) => networkSamples[route] ?? samples[route];
const isConfigRead = (route: string) => permissionOf(route) === PERMISSION_PRESETS.readConfig;
const callNetwork = (route: string, as: { token: string; tenant: number; network: number }) => {
  const [method] = route.split(' ');
  const [path, body, headers] = networkSample(route);
  return t.call({ method: method as 'GET', url: path, ...as, headers, body: body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}) });
};

describe('authorization of every network route', () => {
  it('has a sample for every network route, each asking module-map, module-map-edit, module-actions, module-export or module-selections, module-selections or module-map (reading selections), any of the configuration\'s readers, or any permission at all (the network itself)', () => {
    expect(networkRoutes.filter((r) => !networkSample(r))).toEqual([]);
    const { readMap, editMap, actions, export: exporting, readConfig, readSelections, editSelections, readNetwork } = PERMISSION_PRESETS;
    const asks = (r: string) => [readMap, editMap, actions, exporting, readConfig, readSelections, editSelections, readNetwork].some((p) => p === permissionOf(r));
    expect(networkRoutes.filter((r) => !asks(r))).toEqual([]);
  });

  for (const route of networkRoutes.filter((r) => networkSample(r))) {
    // memberA (the map's viewer) holds module-map only; nobody neither map permission nor module-actions nor module-selections.
    const permission = String(permissionOf(route));
    const readers = [PERMISSION_PRESETS.readMap, PERMISSION_PRESETS.readSelections];
    const without = permissionOf(route) === PERMISSION_PRESETS.readNetwork ? strangerToken
      : readers.some((p) => p === permissionOf(route)) || isConfigRead(route) ? nobodyToken : w.tokens.memberA;
    it(`${route}: 403 for a member without ${permission}`, async () => {
      const res = await callNetwork(route, { token: without, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(403);
      expect(res.data).toEqual({ detail: expect.any(String) });
    });

    if (!NETWORK_OWN_SCOPE.has(route) && !OWN_SCOPE.has(route)) {
      it(`${route}: 404 for an admin of another organisation`, async () => {
        const res = await callNetwork(route, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id });
        expect(res.statusCode).toBe(404);
      });
    }

    it(`${route}: 404 for an admin of another organisation who names tenant A`, async () => {
      const res = await callNetwork(route, { token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id });
      expect(res.statusCode).toBe(404);
    });
  }
});

describe('super admin routes', () => {
  it('are the organisation calls and the permanent delete', () => {
    expect(superRoutes.sort()).toEqual(['DELETE /v1/user/:id', 'GET /v1/tenant/all', 'PATCH /v1/tenant/:id', 'POST /v1/tenant', 'PUT /v1/tenant/:id'].sort());
  });

  for (const route of superRoutes) {
    it(`${route}: 403 for a network admin`, async () => {
      const [method, url] = route.split(' ');
      const res = await t.call({ method: method as 'GET', url: url.replace(':id', String(w.tenantA.id)), ...w.asAdminA, body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' } });
      expect(res.statusCode).toBe(403);
    });
  }
});
