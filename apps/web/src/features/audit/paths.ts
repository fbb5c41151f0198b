/**
 * The audit log screen: route 'admin.audit.index' (/admin/audit). Its filters live
 * in the URL (?user_id=&subject_type=&subject_id=&action=&from=&to=&page=), so a filtered view,
 * e.g. one subject's history from a detail screen (lib/paths.ts historyHref), is bookmarkable.
 */
import type { AuditAction } from '@console/contract/audit';
import { AUDIT_ACTIONS } from '@console/contract/audit';
import { paths, type RoutePath } from '../../lib/paths';

export const auditPaths = {
  index: paths.audit,
} as const satisfies Record<string, RoutePath>;

/** The filters the screen reads from and writes to the URL. */
export interface AuditFilters {
  user_id?: number;
  subject_type?: string;
  subject_id?: number;
  action?: AuditAction;
  /** a day, YYYY-MM-DD */
  from?: string;
  to?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The filters in a URL's query; values the API would refuse are left out. */
export function filtersOf(search: URLSearchParams): AuditFilters {
  const action = search.get('action');
  const from = search.get('from');
  const to = search.get('to');
  return {
    user_id: positive(search.get('user_id')),
    subject_type: search.get('subject_type') || undefined,
    subject_id: positive(search.get('subject_id')),
    action: AUDIT_ACTIONS.find((a) => a === action),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    page: positive(search.get('page')) ?? 1,
  };
}

/** The URL query of filters (page 1 and empty filters left out). */
export function searchOf(filters: AuditFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    out.set(key, String(value));
  }
  return out;
}
