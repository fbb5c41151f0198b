/**
 * Documents attached to a map object, an action, an object type or a network
 * (`/v1/{object|action|type|network}/{id}/attachment`, multipart, field `file`): their kind is
 * read from their bytes, never from their name or the type they were sent as, and must be one of
 * ATTACHMENT_TYPES; they are served back as an attachment with that type, never sniffed.
 */
import { z } from 'zod';

/** The largest document: 25 MB. */
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;

/** What a document may be, by its content. */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'text/plain',
  'text/csv',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The owners a document hangs under, by the path's first part. */
export const ATTACHMENT_OWNERS = ['object', 'action', 'type', 'network'] as const;

export const attachmentSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  /** the owner: one of these, or none for the network's own document */
  map_object_id: z.number().int().nullable(),
  action_id: z.number().int().nullable(),
  map_object_type_id: z.number().int().nullable(),
  file_id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
}).meta({ id: 'Attachment' });
export type Attachment = z.infer<typeof attachmentSchema>;

/** How long an announced document's upload_url takes its bytes. */
export const ATTACHMENT_UPLOAD_MINUTES = 15;

/**
 * The original client's first step: a document announced as JSON, its bytes to follow raw to
 * the upload_url of the answer. The client sends what it was given besides (ignored).
 */
export const attachmentAnnounceSchema = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  size: z.number().int().min(1).max(ATTACHMENT_MAX_BYTES),
});

/** The answer to an announcement: where to post the bytes (relative to /v1/, as the client resolves it), once, before expires_at. */
export const attachmentUploadSchema = z.object({
  upload_url: z.string(),
  expires_at: z.string(),
  name: z.string(),
  size: z.number().int(),
}).meta({ id: 'AttachmentUpload' });
