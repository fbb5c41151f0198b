/**
 * The audit log's filters: who, subject type, action and a date range (from, to: whole days),
 * and the subject a detail screen's "Geschiedenis" link chose, as a tag that can be removed.
 * Every change goes to the URL (the page reads its filters there).
 */
import { Button, Flex, Input, Select, Tag } from 'antd';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditAction } from '@console/contract/audit';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../../lib/use-users';
import type { AuditFilters } from '../paths';
import { subjectLabel } from './subject-label';

const SUBJECTS: readonly string[] = AUDIT_SUBJECTS;

export interface AuditFiltersProps {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}

export function AuditFiltersBar({ filters, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const users = useUsers();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const types = filters.subject_type && !SUBJECTS.includes(filters.subject_type) ? [...SUBJECTS, filters.subject_type] : SUBJECTS;
  const anyFilter = Object.entries(filters).some(([k, v]) => k !== 'page' && v !== undefined);
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('audit.filter_user')}
        prefix={t('audit.filter_user')}
        style={{ width: 220 }}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={users.isLoading}
        value={filters.user_id}
        onChange={(v: number | undefined) => set({ user_id: v })}
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
      />
      <Select
        aria-label={t('audit.filter_subject_type')}
        prefix={t('audit.filter_subject_type')}
        style={{ width: 220 }}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.subject_type}
        onChange={(v: string | undefined) => set({ subject_type: v, subject_id: undefined })}
        options={types.map((type) => ({ value: type, label: subjectLabel(t, type) }))}
      />
      <Select
        aria-label={t('audit.filter_action')}
        prefix={t('audit.filter_action')}
        style={{ width: 200 }}
        allowClear
        value={filters.action}
        onChange={(v: AuditAction | undefined) => set({ action: v })}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
      />
      <Input
        type="date"
        aria-label={t('audit.filter_from')}
        prefix={t('audit.filter_from')}
        style={{ width: 200 }}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(e) => set({ from: e.target.value || undefined })}
      />
      <Input
        type="date"
        aria-label={t('audit.filter_to')}
        prefix={t('audit.filter_to')}
        style={{ width: 200 }}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(e) => set({ to: e.target.value || undefined })}
      />
      {filters.subject_id !== undefined ? (
        <Tag closable onClose={() => set({ subject_id: undefined })} closeIcon aria-label={t('audit.subject_filter_remove')}>
          {t('audit.subject_filter', { subject: `${subjectLabel(t, filters.subject_type ?? '')} #${filters.subject_id}` })}
        </Tag>
      ) : null}
      {anyFilter ? <Button onClick={() => onChange({ page: 1 })}>{t('audit.clear_filters')}</Button> : null}
    </Flex>
  );
}
