/** The subject types the API records (their API names), and their labels (audit.subjects.*; unknown: the name). */
import type { TFunction } from 'i18next';

export const SUBJECT_TYPES: readonly string[] = [
  'user', 'role', 'team', 'tenant', 'network', 'session', 'kv',
  'type', 'category', 'attribute_group', 'attribute', 'lookup_value', 'map_object_status', 'selection_type',
  'dynamic_action_type', 'dynamic_action_type_category', 'action_status', 'action_priority', 'network_configuration',
  'object', 'action', 'selection',
];

export function subjectLabel(t: TFunction, type: string): string {
  return type ? t(`audit.subjects.${type}`, { defaultValue: type }) : '';
}
