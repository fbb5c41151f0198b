/**
 * 'Selecties' on the map: a selection or route of the network chosen to be drawn over the map
 * (kept in the address, so a view is bookmarkable), with what it is (route or set, its type),
 * a route's length and gaps, and a link to its page.
 */
import { Flex, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@console/contract/selections';
import { detailHref, paths } from '../../../lib/paths';
import { selectionSummary } from '../model/selection-summary';

export interface SelectionChooserProps {
  selections: readonly Selection[];
  loading: boolean;
  /** The selection shown; null: none. */
  shownId: number | null;
  shown: Selection | null;
  onShow: (id: number | null) => void;
}

export function SelectionChooser({ selections, loading, shownId, shown, onShow }: SelectionChooserProps) {
  const { t, i18n } = useTranslation();
  return (
    <Flex vertical gap={6} role="group" aria-label={t('map.selections.title')}>
      <Typography.Text strong>{t('map.selections.title')}</Typography.Text>
      <Select value={shownId ?? undefined} allowClear showSearch={{ optionFilterProp: 'label' }} loading={loading}
        placeholder={t('map.selections.choose')} aria-label={t('map.selections.choose')}
        onChange={(id: number | undefined) => onShow(id ?? null)}
        notFoundContent={t('map.selections.none')}
        options={selections.map((s) => ({ value: s.id, label: `${s.name} (${s.selection_type_name})` }))} />
      {shown ? (
        <Flex vertical gap={2} data-selection-id={shown.id}>
          <Typography.Text>{selectionSummary(shown, t, i18n.language)}</Typography.Text>
          <Link to={detailHref(paths.selections, shown.id)}>{t('map.selections.open', { name: shown.name })}</Link>
        </Flex>
      ) : null}
    </Flex>
  );
}
