/**
 * A resource whose records have a detail page, named once: its texts' key (as `resourceText`
 * names a configuration resource's), its list's path and the audit log's name of its records.
 * Its texts: `<key>.not_found`, `.not_found_text` and `.back_to_list` for a record that cannot be
 * loaded; `.delete`, `.delete_title` and `.deleted` (with the record's `name` and `id`) and
 * `.delete_content` for its delete.
 */
import type { FailedTexts } from '../page/load-failed';

export interface DetailResource {
  /** The texts' key: 'geo_areas' for 'geo_areas.not_found', ... */
  key: string;
  /** The list's path, where a deleted record's page goes back to. */
  list: string;
  /** The records' kind as the audit log names it: the "Geschiedenis" link's filter. */
  subjectType: string;
}

/** The resource's texts for a record that cannot be loaded. */
export const failedTexts = ({ key, list }: DetailResource): FailedTexts => ({
  list,
  back: `${key}.back_to_list`,
  notFoundTitle: `${key}.not_found`,
  notFoundText: `${key}.not_found_text`,
});
