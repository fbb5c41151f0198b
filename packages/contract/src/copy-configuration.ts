/**
 * POST /v1/network/{id}/copy_configuration: the configuration of document 2 of one
 * network copied into another, empty one of the same organisation, in one transaction.
 */
import { z } from 'zod';

export const copyConfigurationBody = z.object({
  source_network_id: z.coerce.number().int().min(1).max(2147483647),
});
export type CopyConfigurationBody = z.infer<typeof copyConfigurationBody>;

/** What is counted in the report, in the order a screen shows it. */
export const COPIED_PARTS = [
  'map_object_categories', 'attribute_groups', 'attributes', 'lookup_values', 'map_object_statuses',
  'selection_types', 'selection_type_attributes', 'geo_area_attributes', 'map_object_types', 'map_object_type_attributes',
  'map_object_type_statuses', 'map_object_type_constraints', 'map_object_type_settings',
  'map_object_type_selections', 'action_priorities', 'action_image_types', 'action_categories', 'action_types',
  'action_type_attributes', 'action_type_map_object_types', 'action_type_image_types',
  'action_statuses', 'map_object_type_action_statuses', 'action_status_roles',
  'icons', 'integrations', 'geo_server_exports',
] as const;
export type CopiedPart = (typeof COPIED_PARTS)[number];

export const copyReportSchema = z.object({
  source_network_id: z.number().int(),
  network_id: z.number().int(),
  /** how many of each were copied */
  counts: z.record(z.enum(COPIED_PARTS), z.number().int()),
}).meta({ id: 'CopyConfigurationReport' });
export type CopyReport = z.infer<typeof copyReportSchema>;
