/**
 * The two integrations, each a key-value entry of the network: the helpdesk (reports become
 * actions) and the recreational routes integration (Marrekrite).
 */
import { z } from 'zod';

const id = z.number().int().min(1).max(2147483647);
const optionalId = id.nullable().optional();

export const HELPDESK_KEY = 'helpdesk_api';
/** 5 pending notification, 8 notification handled, 10 close notification. */
export const HELPDESK_STATUS_CODES = ['5', '8', '10'] as const;

export const helpdeskSettingSchema = z.object({
  instance_id: z.number().int().min(0).max(2147483647).nullable().optional(),
  api_key: z.string().max(500).nullable().optional(),
  action_priority_id: optionalId,
  attribute_id: optionalId,
  dynamic_action_type_id: optionalId,
  map_object_type_id: optionalId,
  report_text: optionalId,
  location_description: optionalId,
  reporting_id: optionalId,
  /** helpdesk status code → action status id */
  action_status: z.partialRecord(z.enum(HELPDESK_STATUS_CODES), id.nullable()).optional(),
  /** where status changes are posted back to the helpdesk: an http(s) URL */
  callback_url: z.url({ protocol: /^https?$/ }).max(2000).nullable().optional(),
  /** how far (metres) from a report an object may be to get its action; not set: 50 */
  distance: z.number().int().min(1).max(100_000).nullable().optional(),
}).meta({ id: 'HelpdeskSetting' });
export type HelpdeskSetting = z.infer<typeof helpdeskSettingSchema>;

export const MARREKRITE_KEY = 'marrekrite_api';
export const MARREKRITE_CATEGORIES = { 1001: 'cycling', 1002: 'walking', 1003: 'sailing', 1004: 'top', 1005: 'huskes' } as const;
export const MARREKRITE_CATEGORY_IDS = [1001, 1002, 1003, 1004, 1005] as const;

export const marrekriteSettingSchema = z.object({
  category_id: z.union(MARREKRITE_CATEGORY_IDS.map((c) => z.literal(c))).nullable().optional(),
  dynamic_action_type_id: optionalId,
  map_object_type_ids: z.array(id).max(1000).optional(),
  action_priority_id: optionalId,
  attribute_id: optionalId,
  action_status_id: optionalId,
}).meta({ id: 'MarrekriteSetting' });
export type MarrekriteSetting = z.infer<typeof marrekriteSettingSchema>;

/** The integrations by name, as the audit log, an action's history and its creator show them (names, the same in every language). */
export const INTEGRATION_NAMES = { helpdesk: 'Helpdesk', marrekrite: 'Marrekrite' } as const;
