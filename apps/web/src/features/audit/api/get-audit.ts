/** GET /v1/audit: one page of the audit log, newest first, with the screen's filters. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditEntrySchema } from '@console/contract/audit';
import { many } from '@console/contract/envelope';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { AuditFilters } from '../paths';

/** Entries per page of the screen. */
export const AUDIT_PAGE_SIZE = 25;

const pageSchema = many(auditEntrySchema);

export function getAudit(filters: AuditFilters, signal?: AbortSignal) {
  const { page, ...rest } = filters;
  const query = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  return http.get(apiPaths.audit, pageSchema, { raw: true, query: { ...query, page, perPage: AUDIT_PAGE_SIZE }, signal });
}

/** A page of entries; the previous page stays on screen while the next one loads. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', filters] as const,
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });
}
