/**
 * The kinds of image a photo of an action or an object can be (`/v1/action_image_type`), each
 * network's own configuration; linked to the action types that take them.
 */
import { z } from 'zod';
import { configRowFields, nameInput } from './config-fields';

export const actionImageTypeSchema = z.object({ ...configRowFields, name: z.string() }).meta({ id: 'ActionImageType' });
export type ActionImageType = z.infer<typeof actionImageTypeSchema>;

export const actionImageTypeWriteSchema = z.object({ name: nameInput });

/** What a new network starts with (the migration's trigger networks_standard_image_types writes the same). */
export const STANDARD_IMAGE_TYPES = ['Foto', 'Schets', 'Situatietekening'] as const;
