/** What a copy brought over: a count per part of the configuration, in the report's order. */
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { COPIED_PARTS, type CopyReport } from '@console/contract/copy-configuration';

export function CopyReportTable({ report }: { report: CopyReport }) {
  const { t } = useTranslation();
  const rows = COPIED_PARTS.map((part) => ({ part, label: t(`networks.copy.parts.${part}`), count: report.counts[part] }));
  return (
    <Table size="small" rowKey="part" pagination={false} dataSource={rows} aria-label={t('networks.copy.report')}
      columns={[
        { key: 'label', title: t('networks.copy.part'), dataIndex: 'label' },
        { key: 'count', title: t('networks.copy.count'), dataIndex: 'count', align: 'right', width: 100 },
      ]} />
  );
}
