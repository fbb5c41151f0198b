/**
 * The routes and selections the selected object is in (GET /v1/object/{id}/selection), each a
 * link to its page with what it is. A role that may not read selections sees no list.
 */
import { Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { detailHref, paths } from '../../../lib/paths';
import { useObjectSelections } from '../api/get-object-selections';
import { selectionSummary } from '../model/selection-summary';

export function ObjectSelections({ objectId }: { objectId: number }) {
  const { t, i18n } = useTranslation();
  const selections = useObjectSelections(objectId);
  if (selections.isError) return null;
  const list = selections.data ?? [];
  return (
    <section aria-label={t('map.selections.of_object')}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.selections.of_object')}</Typography.Text>
      {selections.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : list.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.selections.of_object_none')} />
        : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
            {list.map((selection) => (
              <li key={selection.id} data-selection-id={selection.id}>
                <Link to={detailHref(paths.selections, selection.id)}>{selection.name}</Link>
                <Typography.Text type="secondary" style={{ display: 'block' }}>{selectionSummary(selection, t, i18n.language)}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
