/**
 * A photo as the field app and the console send it: multipart, the file `image` and the field
 * `action_image_type_id`, in either order (the original client sends the file first). The file
 * is read whole (at most 10 MB, @fastify/multipart's limit in app.ts) and its kind taken from
 * its first bytes (lib/image-type.ts), never from its name or the type it came with.
 */
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors';
import { imageTypeOf, type ImageType } from '../../lib/image-type';
import { Refusals } from '../../lib/refusals';
import { isFileTooLarge, readingUpload } from '../../lib/upload';

export interface ImageUpload {
  name: string;
  bytes: Buffer;
  contentType: ImageType;
  /** the image type asked for, as an id (null: none sent, where it is optional) */
  actionImageTypeId: number | null;
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
  const { image, typeField } = await readingUpload('image', async () => {
    let image: { name: string; bytes: Buffer } | null = null;
    let typeField: unknown;
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'action_image_type_id') typeField = part.value;
        continue;
      }
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if (isFileTooLarge(error, part.file.truncated)) throw fieldError(part.fieldname === 'image' ? 'image' : 'body', 'file.too_large');
        throw error;
      });
      if (part.fieldname === 'image') image = { name: (part.filename || 'image').slice(0, 255), bytes };
    }
    return { image, typeField };
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
  return { name: image.name, bytes: image.bytes, contentType, actionImageTypeId };
}
