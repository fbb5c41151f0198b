/**
 * The selection type's required-membership check: per object type linked as required, how many
 * live objects are in none of its selections ("34 objecten van type Knooppuntpaal in geen
 * route"), and those objects, each a link to it on Kaart. Not a refusal anywhere: a to-do list.
 */
import { Alert, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SelectionType } from '@console/contract/selection-types';
import { Card } from '../../../components/page/card';
import { paths } from '../../../lib/paths';
import { useMissing } from '../api/get-missing';
import { missingCheck } from '../model/missing';

/** How many objects the card lists; the counts above it are the server's totals. */
const SHOWN = 100;

export function MissingCard({ type }: { type: SelectionType }) {
  const { t } = useTranslation();
  const missing = useMissing(type.id, SHOWN);
  const kind = type.is_ordered ? t('selection_types.missing_kind_route') : t('selection_types.missing_kind_set');
  const { counts, objects, more } = missingCheck(missing.pages, SHOWN);
  return (
    <Card title={t('selection_types.missing_title')} loading={missing.isLoading}>
      {missing.error ? <Alert type="error" showIcon title={t('common.load_failed')} /> : null}
      {!missing.error && !missing.isLoading && objects.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selection_types.missing_none', { kind })} /> : null}
      {objects.length > 0 ? (
        <Flex vertical gap={12}>
          {counts.map((c) => (
            <Alert key={c.typeId} type="warning" showIcon title={t('selection_types.missing_count', { count: c.count, type: c.typeName, kind })} />
          ))}
          <ul aria-label={t('selection_types.missing_list')} style={{ margin: 0, paddingInlineStart: 18, columns: '14em auto' }}>
            {objects.map((o) => (
              <li key={o.id}>
                <Link to={`${paths.map.path}?object=${o.id}`}>{o.label.trim() ? `${o.code} (${o.label})` : o.code}</Link>
                {' '}<Typography.Text type="secondary">{o.map_object_type_name}</Typography.Text>
              </li>
            ))}
          </ul>
          {more > 0 ? <Typography.Text type="secondary">{t('selection_types.missing_more', { count: more })}</Typography.Text> : null}
          <Typography.Text type="secondary">{t('selection_types.missing_hint', { kind })}</Typography.Text>
        </Flex>
      ) : null}
    </Card>
  );
}
