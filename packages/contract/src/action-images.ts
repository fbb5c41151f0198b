/**
 * What a photo of an action takes beside its upload: a change of its image type, and its copy to
 * a map object (`POST /v1/action/{id}/image/promote/{objectId}` with `{action_image_id}`), whose
 * photo points at the same file of the network's file store. The action's own photos are
 * contract actions.ts `actionImageSchema`.
 */
import { z } from 'zod';
import { photoFields } from './actions';
import { INT_MAX } from './config-fields';
import { NAME_MAX } from './limits';

export const actionImagePromoteBody = z.object({
  /** the action's photo to copy */
  action_image_id: z.coerce.number().int().min(1).max(INT_MAX),
});
export type ActionImagePromote = z.infer<typeof actionImagePromoteBody>;

/** PUT and PATCH of a photo of an action: its image type, one of the action type's. */
export const actionImageUpdateBody = z.object({
  action_image_type_id: z.coerce.number().int().min(1).max(INT_MAX),
});
export type ActionImageUpdate = z.infer<typeof actionImageUpdateBody>;

/** A photo of an object: uploaded to it, or copied from one of its actions' photos. */
export const mapObjectImageSchema = z.object({
  ...photoFields,
  map_object_id: z.number().int(),
  /** what the photo shows */
  caption: z.string().nullable(),
}).meta({ id: 'MapObjectImage' });
export type MapObjectImage = z.infer<typeof mapObjectImageSchema>;

/** What a photo of an object or a selection shows: trimmed, empty is none. */
export const imageCaption = z.string().trim().max(NAME_MAX).nullable().transform((v) => v || null);

/**
 * PUT and PATCH of a photo of an object or a selection: its caption and its image type (one of the
 * network's, or null for none); what is not sent stays. The upload takes the same two as form fields.
 */
export const captionedImageUpdateBody = z.object({
  caption: imageCaption.optional(),
  action_image_type_id: z.coerce.number().int().min(1).max(INT_MAX).nullable().optional(),
});
export type CaptionedImageUpdate = z.infer<typeof captionedImageUpdateBody>;
