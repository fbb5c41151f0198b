/**
 * The helpdesk setting as the edit form holds it, and back: the form's values become the
 * stored value, keeping what the form does not show (attribute_id) as it was.
 */
import type { HELPDESK_STATUS_CODES, HelpdeskSetting } from '@console/contract/integrations';

export type HelpdeskStatusCode = (typeof HELPDESK_STATUS_CODES)[number];

export interface HelpdeskFormValues {
  instance_id: number | null;
  api_key: string;
  action_priority_id: number | null;
  map_object_type_id: number | null;
  dynamic_action_type_id: number | null;
  report_text: number | null;
  location_description: number | null;
  reporting_id: number | null;
  action_status: Record<HelpdeskStatusCode, number | null>;
  callback_url: string;
  distance: number | null;
}

const idOrNull = (id: number | null | undefined): number | null => id ?? null;

/** The form's start values of a stored setting (absent fields empty). */
export function helpdeskFormValues(setting: HelpdeskSetting): HelpdeskFormValues {
  const statuses = setting.action_status ?? {};
  return {
    instance_id: setting.instance_id ?? null,
    api_key: setting.api_key ?? '',
    action_priority_id: idOrNull(setting.action_priority_id),
    map_object_type_id: idOrNull(setting.map_object_type_id),
    dynamic_action_type_id: idOrNull(setting.dynamic_action_type_id),
    report_text: idOrNull(setting.report_text),
    location_description: idOrNull(setting.location_description),
    reporting_id: idOrNull(setting.reporting_id),
    action_status: { 5: idOrNull(statuses[5]), 8: idOrNull(statuses[8]), 10: idOrNull(statuses[10]) },
    callback_url: setting.callback_url ?? '',
    distance: setting.distance ?? null,
  };
}

/** The value to store: the stored setting with the form's fields over it; an empty API key or callback URL is null. */
export function helpdeskPayload(values: Partial<HelpdeskFormValues>, stored: HelpdeskSetting): HelpdeskSetting {
  const apiKey = (values.api_key ?? '').trim();
  const statuses = values.action_status;
  return {
    ...stored,
    instance_id: values.instance_id ?? null,
    api_key: apiKey === '' ? null : apiKey,
    action_priority_id: idOrNull(values.action_priority_id),
    map_object_type_id: idOrNull(values.map_object_type_id),
    dynamic_action_type_id: idOrNull(values.dynamic_action_type_id),
    report_text: idOrNull(values.report_text),
    location_description: idOrNull(values.location_description),
    reporting_id: idOrNull(values.reporting_id),
    action_status: { 5: idOrNull(statuses?.[5]), 8: idOrNull(statuses?.[8]), 10: idOrNull(statuses?.[10]) },
    callback_url: (values.callback_url ?? '').trim() || null,
    distance: values.distance ?? null,
  };
}
