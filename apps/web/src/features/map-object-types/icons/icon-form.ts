/**
 * The icon editor's form, as pure functions: its values, the setting they stand for (the
 * payload of the save and the live preview) and the server's 400 put back on its fields.
 */
import type { z } from 'zod';
import { iconSettingSchema, type IconSetting } from '@console/contract/icons';
import { ApiError, validationMessages } from '../../../lib/api-error';

/** The editor's fields: everything of the setting but the type id, which the route gives. */
export type IconFormValues = Omit<IconSetting, 'map_object_type_id'>;

export const COLOR_FIELDS = ['color', 'text_color', 'color_selected', 'text_color_selected'] as const;

/** The form's starting values. */
export function formValuesOf(setting: IconSetting): IconFormValues {
  const { map_object_type_id: _typeId, ...values } = setting;
  return values;
}

/**
 * A colour picker's value as the server wants it: '#rrggbb', lower case. The picker hands over
 * a colour object (with toHexString) on change and the stored string before that.
 */
export function hexOf(value: unknown, fallback: string): string {
  let text: unknown = value;
  if (value && typeof value === 'object' && 'toHexString' in value && typeof value.toHexString === 'function') {
    text = value.toHexString();
  }
  return typeof text === 'string' && /^#[0-9a-fA-F]{6}/.test(text) ? text.slice(0, 7).toLowerCase() : fallback;
}

/**
 * The setting the form stands for: what Opslaan sends and the preview draws. While the form is
 * still mounting some values are missing; those come from `base` (the loaded setting). Frame
 * and icon are kept when another type is chosen, so going back to 'icon' restores them.
 */
export function iconPayload(base: IconSetting, values: Partial<Record<keyof IconFormValues, unknown>>): IconSetting {
  const field = iconSettingSchema.shape;
  return {
    type: valid(field.type, values.type, base.type),
    map_object_type_id: base.map_object_type_id,
    icon: valid(field.icon, values.icon, base.icon),
    frame: valid(field.frame, values.frame, base.frame),
    color: hexOf(values.color, base.color),
    text_color: hexOf(values.text_color, base.text_color),
    color_selected: hexOf(values.color_selected, base.color_selected),
    text_color_selected: hexOf(values.text_color_selected, base.text_color_selected),
  };
}

/** The value when the schema takes it, else the fallback. */
function valid<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * The server names the fields of the stored value 'value.color'; the form calls them 'color'.
 * Returns the error with its messages renamed, so the form's submit puts them on its fields.
 */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const messages = Object.fromEntries(Object.entries(validationMessages(error.body))
    .map(([field, texts]) => [field.startsWith('value.') ? field.slice('value.'.length) : field, texts]));
  return new ApiError(400, { messages }, error.message);
}
