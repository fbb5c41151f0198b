/**
 * Photos under an owner (an action, a map object, a selection), written once: `GET`, `POST
 * {base}/{id}/image`, `GET` (the bytes), `PUT`/`PATCH` and `DELETE {base}/{id}/image/{imageId}`.
 * An upload is multipart (lib/image-upload.ts: the file `image`, JPEG, PNG or WebP by its
 * content, at most 10 MB, and its `action_image_type_id`), kept in the network's file store and
 * linked in the owner's photo table (lib/soft-delete's child rows); the bytes are served back as
 * an attachment, never sniffed; the file goes with the last photo that names it (the database's
 * triggers). Two kinds: a captioned photo (an object's, a selection's) takes optionally one of
 * the network's image types and a caption, changed together; an action's must name one of its
 * action type's image types, the only thing a change changes. Each owner names its paths, its
 * permissions and its checks: who may write (a 403) and which image type it takes (a 400). The
 * owner must be of the caller's network and not deleted (404); every write is audited on the
 * owner's photo subject.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { actionImageUpdateBody, captionedImageUpdateBody, imageCaption } from '@console/contract/action-images';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { FILE_MAX_BYTES } from '@console/contract/files';
import type { App, Deps } from '../app-types';
import { networkScope, type asks, type AuthContext, type Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { ValidationFailure } from './errors';
import { readImageUpload, storeImage, uploadChanges, type ImageUpload } from './image-upload';
import { checkIncludes } from './includes';
import { sendJson } from './respond';
import { sendFile, type StoredBytes } from './send-file';
import type { childRows, ChildValues } from './child-rows';
import type { LiveRow } from './soft-delete/live-rows';

/** What every owner's photo table holds (an action's has no caption). */
export interface PhotoRow { id: number; action_image_type_id: number | null; file_id: number; caption?: string | null; created_by: number | null }

/** The name of the image type of the photo `alias`, as the API shows it beside the type's id. */
export const imageTypeName = (alias: string) => sql`(select t.name from action_image_types t where t.id = ${sql.identifier(alias)}.action_image_type_id) as action_image_type_name`;

/** The caption of a photo's upload form, checked as the PATCH checks it (400 on caption). */
export function captionOf(upload: ImageUpload): string | null {
  const parsed = imageCaption.safeParse(upload.fields.caption ?? null);
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues.map((i) => ({ ...i, path: ['caption'] })), 'body');
  return parsed.data;
}

/** What a photo's checks are given: the live parent (held for share) and, in a change or a delete, the photo (held for update). */
export interface PhotoHeld<Parent> { parent: Parent; child?: ChildValues<PhotoRow> }

export interface PhotoOwner<Parent extends LiveRow, P extends keyof Parent & string> {
  /** the owner's path, e.g. `/v1/object` (its photos at `/v1/object/:id/image`) */
  base: string;
  /** the owner in words, for the OpenAPI summaries: "an object", "An object's" */
  what: string;
  whose: string;
  tags: string[];
  /** the routes' callers: who reads the photos, and who adds, changes and deletes them */
  read: ReturnType<typeof asks>;
  write: ReturnType<typeof asks>;
  /** who may write, in words for the summaries: of an upload (none: whoever the permission admits) and of a change or delete */
  whoAdds?: string;
  whoChanges: string;
  /** the photo table's kit */
  rows: ReturnType<typeof childRows<Parent, P, PhotoRow>>;
  /** one photo as the API shows it */
  item: z.ZodType;
  /** an object's or a selection's photo: an optional image type of the network's, and a caption */
  captioned: boolean;
  /** 403 unless the caller may add (no `child`), change or delete (the photo held) a photo of the parent */
  mayWrite: (tx: Db, s: AuthContext & Scoped, held: PhotoHeld<Pick<Parent, P>>) => void | Promise<void>;
  /** 400 on action_image_type_id unless the parent's photos take image type `typeId` (null or undefined: none asked) */
  checkType: (tx: Db, parent: Pick<Parent, P>, typeId: number | null | undefined, s: Scoped) => Promise<void>;
}

const errors = commonErrorResponses;
const imageParams = z.object({ id: idParam.shape.id, imageId: idParam.shape.id });

/** What an upload and a change say of their fields, per kind. */
const KINDS = {
  captioned: {
    upload: "; optionally action_image_type_id, one of the network's image types, and caption",
    change: "Change a photo's caption and image type ({caption, action_image_type_id}, one of the network's; what is not sent stays)",
  },
  typed: {
    upload: ", and action_image_type_id, one of the action type's image types",
    change: "Change a photo's image type ({action_image_type_id}, one of the action type's)",
  },
};

/** The five routes of an owner's photos. */
export function photoRoutes<Parent extends LiveRow, P extends keyof Parent & string>(app: App, { db }: Pick<Deps, 'db'>, o: PhotoOwner<Parent, P>) {
  const list = `${o.base}/:id/image`;
  const item = `${list}/:imageId`;
  const { tags, rows } = o;
  const kind = o.captioned ? KINDS.captioned : KINDS.typed;
  const by = (who: string | undefined) => (who ? `: ${who}` : '');
  const photoIs = (imageId: number) => sql`${sql.identifier(rows.table.alias)}.id = ${imageId}`;

  app.post(list, {
    config: o.write,
    bodyLimit: FILE_MAX_BYTES + 64 * 1024,
    schema: {
      tags, summary: `Add a photo to ${o.what} (multipart: the file image, JPEG, PNG or WebP by its content, at most 10 MB${kind.upload})${by(o.whoAdds)}`,
      params: idParam, consumes: ['multipart/form-data'], response: { 201: one(o.item), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = req.params.id;
    // Another network's owner is a 404 before its body is read.
    await rows.liveParent(db, id, s);
    const upload = o.captioned ? await readImageUpload(req, { typeRequired: false }) : await readImageUpload(req);
    const caption = o.captioned ? captionOf(upload) : undefined;
    const made = await db.transaction((tx) => rows.create(tx, req, id, s, async (parent) => {
      await o.mayWrite(tx, s, { parent });
      await o.checkType(tx, parent, upload.actionImageTypeId, s);
      return { action_image_type_id: upload.actionImageTypeId, caption, file_id: await storeImage(tx, upload, s), created_by: s.user.id };
    }, uploadChanges(upload)));
    return sendJson(reply, await rows.show(db, id, made, s), 201);
  });

  app.get(list, {
    config: o.read,
    schema: { tags, summary: `${o.whose} photos (without their bytes), oldest first`, params: idParam, querystring: listQuery, response: { 200: many(o.item), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return rows.list(reply, db, req.query, req.params.id, networkScope(req));
  });

  app.get(item, {
    config: o.read,
    schema: { tags, summary: `A photo of ${o.what}: its bytes with their content type, as an attachment`, params: imageParams, response: { 200: z.any(), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await rows.liveParent(db, req.params.id, s);
    const file = await first<StoredBytes>(db, sql`select f.name, f.content_type, f.bytes from ${rows.from(req.params.id, s)} and ${photoIs(req.params.imageId)}`);
    return sendFile(reply, file);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: item,
    config: o.write,
    schema: {
      tags, summary: `${kind.change}${by(o.whoChanges)}`, params: imageParams,
      body: o.captioned ? captionedImageUpdateBody : actionImageUpdateBody, response: { 200: one(o.item), ...errors },
    },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { id, imageId } = req.params;
      const body = req.body;
      // What is not sent stays: an action's photo has no caption to send.
      const change = { caption: 'caption' in body ? body.caption : undefined, action_image_type_id: body.action_image_type_id };
      await db.transaction((tx) => rows.update(tx, req, id, imageId, s, change, async (held) => {
        await o.mayWrite(tx, s, held);
        await o.checkType(tx, held.parent, change.action_image_type_id, s);
      }));
      return sendJson(reply, await rows.show(db, id, imageId, s));
    },
  });

  app.delete(item, {
    config: o.write,
    schema: { tags, summary: `Delete a photo of ${o.what}${by(o.whoChanges)}`, params: imageParams, response: { 200: one(o.item), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, imageId } = req.params;
    return sendJson(reply, await db.transaction((tx) => rows.remove(tx, req, id, imageId, s, (held) => o.mayWrite(tx, s, held))));
  });
}
