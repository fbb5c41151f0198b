/**
 * A photo as the field app and the console send it: multipart, the file `image` and the field
 * `action_image_type_id`, in either order (the original client sends the file first). The file
 * is read whole (at most 10 MB, @fastify/multipart's limit in app.ts) and its kind taken from
 * its first bytes (lib/image-type.ts), never from its name or the type it came with. Used by the
 * photos of actions, of map objects and of selections.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import type { Changes } from './audit';
import { fieldError } from './errors';
import { imageTypeOf, type ImageType } from './image-type';
import { Refusals } from './refusals';
import { isFileTooLarge, readingUpload } from './upload';

export interface ImageUpload {
  name: string;
  bytes: Buffer;
  contentType: ImageType;
  /** the image type asked for, as an id (null: none sent, where it is optional) */
  actionImageTypeId: number | null;
  /** the form's other text fields, as sent (an object's photo reads its caption here) */
  fields: Record<string, string>;
}

/** The id of a form field: a positive integer that fits the database, else null. */
function idOf(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2147483647 ? Number(text) : null;
}

/**
 * Reads the upload; a 400 naming `image` and `action_image_type_id` for what is missing or wrong
 * (an action's photo must name its image type, a selection's may).
 */
export async function readImageUpload(req: FastifyRequest, { typeRequired }: { typeRequired: false }): Promise<ImageUpload>;
export async function readImageUpload(req: FastifyRequest, options?: { typeRequired: true }): Promise<ImageUpload & { actionImageTypeId: number }>;
export async function readImageUpload(req: FastifyRequest, { typeRequired = true } = {}): Promise<ImageUpload> {
  if (!req.isMultipart()) throw fieldError('image', 'action_image.missing');
  const { image, typeField, fields } = await readingUpload('image', async () => {
    let image: { name: string; bytes: Buffer } | null = null;
    let typeField: unknown;
    const fields: Record<string, string> = {};
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'action_image_type_id') typeField = part.value;
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (isFileTooLarge(error, part.file.truncated)) throw fieldError(part.fieldname === 'image' ? 'image' : 'body', 'file.too_large');
        throw error;
      });
      if (part.fieldname === 'image') image = { name: (part.filename || 'image').slice(0, 255), bytes };
    }
    return { image, typeField, fields };
  });
  const refusals = new Refusals();
  const contentType = image ? imageTypeOf(image.bytes) : null;
  if (!image) refusals.add('image', 'action_image.missing');
  else if (!contentType) refusals.add('image', 'action_image.content');
  const actionImageTypeId = idOf(typeField);
  const sent = typeField !== undefined && typeField !== '';
  if (!sent && typeRequired) refusals.add('action_image_type_id', 'field.required');
  else if (sent && actionImageTypeId === null) refusals.add('action_image_type_id', 'number.integer');
  if (refusals.any || !image || !contentType) throw refusals.refuse();
  return { name: image.name, bytes: image.bytes, contentType, actionImageTypeId, fields };
}

/** 400 on action_image_type_id unless the network has image type `id` (an object's or a selection's photo; null: none, always). */
export async function checkNetworkImageType(tx: Db, id: number | null | undefined, s: Scoped): Promise<void> {
  if (id === null || id === undefined) return;
  const found = await first(tx, sql`select 1 from action_image_types where id = ${id} and network_id = ${s.networkId} for share`);
  if (!found) throw fieldError('action_image_type_id', 'image_type.unknown');
}

/** Keeps the upload's bytes in the network's file store; the file's id. */
export async function storeImage(tx: Db, upload: ImageUpload, s: Scoped & { user: { id: number } }): Promise<number> {
  const file = await first<{ id: number }>(tx, sql`insert into files (tenant_id, network_id, name, content_type, size, bytes, created_by)
    values (${s.tenantId}, ${s.networkId}, ${upload.name}, ${upload.contentType}, ${upload.bytes.length}, ${upload.bytes}, ${s.user.id}) returning id`);
  if (!file) throw new Error('no file made');
  return file.id;
}

/** What a photo's audit entry says of its upload's file beside the photo's own columns. */
export const uploadChanges = (upload: ImageUpload): Changes => ({ name: [null, upload.name], content_type: [null, upload.contentType], size: [null, upload.bytes.length] });
