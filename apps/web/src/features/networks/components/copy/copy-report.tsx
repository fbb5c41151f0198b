/** What a copy brought over: a count per part of the configuration, in the report's order. */
import { Table } from '../../../../components/list-table/table';
import { useTranslation } from 'react-i18next';
import { COPIED_PARTS, type CopyReport } from '@console/contract/copy-configuration';

export function CopyReportTable({ report }: { report: CopyReport }) {
  const { t } = useTranslation();
  const rows = COPIED_PARTS.map((part) => ({ id: part, label: t(`networks.copy.parts.${part}`), count: report.counts[part] }));
  return (
    <Table size="small" rows={rows} label={t('networks.copy.report')}
      columns={[
        { key: 'label', title: t('networks.copy.part'), render: (row) => row.label },
        { key: 'count', title: t('networks.copy.count'), align: 'end', width: 100, render: (row) => row.count },
      ]} />
  );
}
