/**
 * Route 'admin.audit.index' (/admin/audit): the audit log of the organisation, newest
 * first, 25 a page: when, who, what, which subject and the changes as before → after. The
 * filters and the page are in the URL, so a view is bookmarkable; a detail screen's
 * "Geschiedenis" link opens it on one subject.
 */
import { Alert, Button, Pagination, Tag, Typography, theme } from 'antd';
import { Card } from '../../../components/page/card';
import { Table } from '../../../components/list-table/table';
import type { TableColumn } from '../../../components/list-table/table-column';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@console/contract/audit';
import { historyHref } from '../../../lib/paths';
import { currentLang } from '../../../lib/i18n';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit';
import { AuditChanges } from '../components/audit-changes';
import { AuditFiltersBar } from '../components/audit-filters';
import { subjectLabel } from '../components/subject-label';
import { filtersOf, searchOf, type AuditFilters } from '../paths';

export function AuditPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const query = useAudit(filters);
  const { token } = theme.useToken();
  const go = (next: AuditFilters) => setSearch(searchOf(next));
  const when = new Intl.DateTimeFormat(currentLang() === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'short', timeStyle: 'medium' });

  const columns: TableColumn<AuditEntry>[] = [
    { key: 'when', title: t('audit.when'), width: 170, render: (e) => when.format(new Date(e.created_at)) },
    { key: 'who', title: t('audit.who'), width: 180, render: (e) => e.user_name ?? t('audit.nobody') },
    { key: 'action', title: t('audit.action'), width: 150, render: (e) => <Tag>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</Tag> },
    {
      key: 'subject',
      title: t('audit.subject'),
      width: 200,
      render: (e) => {
        const label = `${subjectLabel(t, e.subject_type)}${e.subject_id !== null ? ` #${e.subject_id}` : ''}`;
        if (e.subject_id === null || (filters.subject_type === e.subject_type && filters.subject_id === e.subject_id)) return label;
        // The subject's own history, as the detail screens link it (the primary colour: antd's link blue is too light on white).
        return <Link to={historyHref(e.subject_type, e.subject_id)} style={{ color: token.colorPrimary }}>{label}</Link>;
      },
    },
    { key: 'changes', title: t('audit.changes'), render: (e) => <AuditChanges entry={e} /> },
  ];

  const pagination = query.data?.meta.pagination;
  return (
    <Card title={t('audit.title')}>
      <Typography.Paragraph>{t('audit.intro')}</Typography.Paragraph>
      <AuditFiltersBar filters={filters} onChange={go} />
      {query.error ? (
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <Table<AuditEntry>
            columns={columns}
            rows={query.data?.data ?? []}
            label={t('audit.title')}
            loading={query.isFetching}
            emptyText={t('audit.empty')}
          />
          {pagination?.total ? (
            <Pagination
              className="data-table-pagination"
              current={filters.page}
              pageSize={AUDIT_PAGE_SIZE}
              total={pagination.total}
              showSizeChanger={false}
              showTotal={(total) => t('audit.total', { count: total })}
              onChange={(page) => go({ ...filters, page })}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
