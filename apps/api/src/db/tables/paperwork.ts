/**
 * What hangs beside the network's objects and actions (migration 0023): comments on either, in
 * one table and one id space (`/v1/comment/{id}` names either kind), and documents attached to
 * an object, an action, an object type or the network itself, their bytes in files.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { created, fkey, ts, updated } from './columns';
import { mapObjectTypes } from './configuration';
import { actions } from './actions';
import { inNetworkColumns, inNetworkKeys } from './in-network';
import { files, mapObjects } from './map-objects';
import { users } from './organisations';

/** A comment on an action or on a map object (exactly one), its author (none once the user is deleted) and its times. */
export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  actionId: integer('action_id'),
  mapObjectId: integer('map_object_id'),
  userId: integer('user_id'),
  comment: text('comment').notNull(),
  /** the action's comment this one was copied from onto its object */
  copiedFromId: integer('copied_from_id'),
  createdAt: created(),
  updatedAt: updated(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.actionId, actions.id, 'cascade'),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.userId, users.id, 'set null'),
  fkey(t.copiedFromId, t.id, 'set null'),
  check('comments_one_parent', sql`num_nonnulls(${t.actionId}, ${t.mapObjectId}) = 1`),
  index('comments_action').on(t.actionId, t.id),
  index('comments_map_object').on(t.mapObjectId, t.id),
  index('comments_user_id').on(t.userId),
  index('comments_copied_from_id').on(t.copiedFromId),
]);

/** A document on an object, an action, an object type, or (none of them) the network; its one file goes with it. */
export const attachments = pgTable('attachments', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  mapObjectId: integer('map_object_id'),
  actionId: integer('action_id'),
  mapObjectTypeId: integer('map_object_type_id'),
  fileId: integer('file_id').notNull(),
  createdBy: integer('created_by'),
  createdAt: created(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.actionId, actions.id, 'cascade'),
  fkey(t.mapObjectTypeId, mapObjectTypes.id, 'cascade'),
  fkey(t.fileId, files.id, 'cascade'),
  fkey(t.createdBy, users.id, 'set null'),
  check('attachments_one_owner', sql`num_nonnulls(${t.mapObjectId}, ${t.actionId}, ${t.mapObjectTypeId}) <= 1`),
  index('attachments_network').on(t.networkId, t.id),
  index('attachments_map_object').on(t.mapObjectId, t.id),
  index('attachments_action').on(t.actionId, t.id),
  index('attachments_map_object_type').on(t.mapObjectTypeId, t.id),
  uniqueIndex('attachments_file').on(t.fileId),
  index('attachments_created_by').on(t.createdBy),
]);

/**
 * A document announced by the original client's first step (0032), waiting for its bytes: its
 * owner (as attachments'), who announced it, the hash of its one-time token, the name and size
 * announced, and until when the bytes are taken.
 */
export const attachmentUploads = pgTable('attachment_uploads', {
  id: serial('id').primaryKey(),
  ...inNetworkColumns(),
  mapObjectId: integer('map_object_id'),
  actionId: integer('action_id'),
  mapObjectTypeId: integer('map_object_type_id'),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: created(),
}, (t) => [
  ...inNetworkKeys(t),
  fkey(t.mapObjectId, mapObjects.id, 'cascade'),
  fkey(t.actionId, actions.id, 'cascade'),
  fkey(t.mapObjectTypeId, mapObjectTypes.id, 'cascade'),
  fkey(t.userId, users.id, 'cascade'),
  check('attachment_uploads_one_owner', sql`num_nonnulls(${t.mapObjectId}, ${t.actionId}, ${t.mapObjectTypeId}) <= 1`),
  uniqueIndex('attachment_uploads_token').on(t.tokenHash),
  index('attachment_uploads_network').on(t.networkId),
  index('attachment_uploads_map_object').on(t.mapObjectId),
  index('attachment_uploads_action').on(t.actionId),
  index('attachment_uploads_map_object_type').on(t.mapObjectTypeId),
  index('attachment_uploads_user').on(t.userId),
  index('attachment_uploads_expires').on(t.expiresAt),
]);
