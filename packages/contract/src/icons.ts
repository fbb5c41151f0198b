/**
 * The icon of a map object type, kept as a key-value entry of the network under
 * `map_object_type_icon_{typeId}`. Without an entry a type shows DEFAULT_ICON.
 */
import { z } from 'zod';

export const ICON_TYPES = ['circle', 'small_circle', 'label', 'icon'] as const;
export const ICON_FRAMES = ['none', 'square_rounded', 'square', 'circle', 'circle_outline', 'triangle'] as const;
/** The preset palette of the colour pickers. */
export const COLOR_PRESETS = [
  '#000000', '#ffffff', '#e53935', '#d81b60', '#8e24aa', '#3949ab',
  '#1e88e5', '#00897b', '#43a047', '#fdd835', '#fb8c00', '#6d4c41',
] as const;
/** The preview's size in pixels. */
export const ICON_PREVIEW_SIZE = 40;

export const ICON_KEY_PREFIX = 'map_object_type_icon_';
export const iconKey = (typeId: number) => `${ICON_KEY_PREFIX}${typeId}`;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'color.invalid' });

export const iconSettingSchema = z.object({
  type: z.enum(ICON_TYPES),
  map_object_type_id: z.number().int().min(1),
  /** A name of the built-in icon set, e.g. '0_label'. */
  icon: z.string().min(1).max(100),
  frame: z.enum(ICON_FRAMES),
  color: hex,
  text_color: hex,
  color_selected: hex,
  text_color_selected: hex,
}).meta({ id: 'IconSetting' });
export type IconSetting = z.infer<typeof iconSettingSchema>;

export const defaultIcon = (typeId: number): IconSetting => ({
  type: 'label', map_object_type_id: typeId, icon: '0_label', frame: 'none',
  color: '#000000', color_selected: '#000000', text_color: '#ffffff', text_color_selected: '#ffffff',
});
