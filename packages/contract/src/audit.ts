/**
 * The audit log: GET /v1/audit, newest first, paginated like every list, with
 * filters. An entry is {when, who (id and name at the time), organisation, network, action,
 * subject_type, subject_id, changes {field: [before, after]}}; secrets are "***".
 */
import { z } from 'zod';
import { listQueryWith } from './envelope';

/** What an entry records; the `action` filter takes one of these. */
export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'link', 'unlink', 'reorder',
  'password_set', 'password_reset', 'sign_in', 'sign_in_failed', 'token_revoke',
  'deactivate', 'activate', 'invite', 'sign_out',
  /** a password-recovery mail sent (who asked: their address; never the link) */
  'recovery_mail',
  /** a geo-server export published (an effect outside the console) */
  'publish',
  /** a deleted map object brought back */
  'restore',
  /** a line object split in two: the entry of the part that keeps the object, naming the new one */
  'split',
  /** a report received from a helpdesk or the Marrekrite (an effect from outside) */
  'receive',
  /** a status change posted back to a helpdesk, or a connection test: one entry per attempt */
  'deliver',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an entry can be about (its `subject_type`: the resource's API name), in the order the
 * audit log's filter offers them. The API's audit writer takes only these, so a new kind of
 * subject is added here, where the console's labels are checked against it.
 */
export const AUDIT_SUBJECTS = [
  'user', 'role', 'team', 'tenant', 'network', 'session', 'kv',
  'type', 'category', 'attribute_group', 'attribute', 'lookup_value', 'map_object_status', 'selection_type',
  'dynamic_action_type', 'dynamic_action_type_category', 'action_status', 'action_priority', 'action_image_type',
  'network_configuration', 'publication_key', 'integration_key', 'geo',
  'object', 'object_comment', 'object_image', 'attachment', 'file',
  'action', 'action_comment', 'action_image', 'report', 'report_refused', 'delivery',
  'selection', 'selection_image',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** How a secret field's value appears in `changes`. */
export const AUDIT_SECRET = '***';

/**
 * What an entry's ids stand for, per field of its changes, so the console can show words: for
 * `attributes.<id>` the attribute's name and type, and for the ids among a field's values
 * (a user, status, team, type, lookup value, file, ...) their names by id. Read when the page
 * is answered: a renamed status shows its name of today, one deleted since its id.
 */
export const auditFieldNamesSchema = z.object({
  name: z.string().optional(),
  type: z.string().optional(),
  values: z.record(z.string(), z.string()).optional(),
}).meta({ id: 'AuditFieldNames' });
export type AuditFieldNames = z.infer<typeof auditFieldNamesSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  tenant_id: z.number().int().nullable(),
  network_id: z.number().int().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  /** the names of the ids in `changes` (GET /v1/audit's JSON pages; not in the CSV) */
  names: z.record(z.string(), auditFieldNamesSchema).optional(),
}).meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const id = z.coerce.number().int().min(1).max(2147483647);
/** A day (2026-11-23: the whole day) or a moment (2026-11-23T10:00:00Z). */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'audit.date' });

/** Every list's query (sort, filter[...], q, CSV) and the log's own filters. */
export const auditQuery = listQueryWith({
  user_id: id.optional(),
  subject_type: z.string().min(1).max(100).optional(),
  subject_id: id.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** from this day or moment on */
  from: when.optional(),
  /** up to this moment, or to the end of this day */
  to: when.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
