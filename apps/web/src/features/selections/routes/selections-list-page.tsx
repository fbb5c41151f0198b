/**
 * Route 'admin.map_object_selection.index' (/admin/selections, Routes en selecties): the
 * network's selections as a list, the server sorting, searching and paging a big network's (the
 * list kit), narrowed to a selection type kept in the URL (?type=); a route's length in km and
 * every selection's object count; CSV export of what it shows; 'Nieuwe route of selectie'. Each
 * row opens the selection's page. The "Verwijderd" view (?deleted=1) lists the deleted ones
 * instead, each with 'Herstellen'.
 */
import { lazy, useMemo, useState } from 'react';
import { Button, Select, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@console/contract/selections';
import { ChoiceFilter } from '../../../components/list-table/choice-filter';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useListMode } from '../../../components/list-table/list-source';
import { ListTable } from '../../../components/list-table/list-table';
import { Moment } from '../../../components/moment';
import { LazyDialog } from '../../../components/page/lazy-dialog';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { selectionsSource, useAllSelections } from '../api/get-selections';
import { RestoreButton } from '../components/restore-button';
import { filtersOf, withDeleted, withType } from '../model/filters-url';
import { kilometres } from '../../../lib/kilometres';
import { selectionHref } from '../paths';

const CreateDialog = lazy(() => import('../components/create-dialog').then((m) => ({ default: m.CreateDialog })));

const columnsIn = (language: string, deleted: boolean): ListColumn<Selection>[] => [
  { key: 'name', title: 'selections.name', sortable: true, searchable: true },
  { key: 'selection_type_name', title: 'selections.type', sortable: true, searchable: true, render: (s) => <Tag>{s.selection_type_name}</Tag> },
  { key: 'length_m', title: 'selections.length', sortable: true, width: 120, render: (s) => (s.length_m === null ? null : kilometres(s.length_m, language)) },
  { key: 'object_count', title: 'selections.object_count', sortable: true, width: 110 },
  { key: 'team_name', title: 'selections.team', sortable: true, searchable: true },
  deleted
    ? { key: 'deleted_at', title: 'selections.deleted_at', sortable: true, width: 180, render: (s) => (s.deleted_at ? <Moment iso={s.deleted_at} /> : null) }
    : { key: 'updated_at', title: 'selections.updated_at', sortable: true, width: 180, render: (s) => <Moment iso={s.updated_at} /> },
];

const restoreButton = (s: Selection) => <RestoreButton selection={s} />;
const onPage = (s: Selection) => selectionHref(s.id);

export function SelectionsListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const source = useMemo(() => selectionsSource(filters), [filters]);
  // Over the list kit's threshold the table asks the API for one page at a time.
  const all = useAllSelections(filters, useListMode(source) === 'client');
  const types = useResourceList(sources.selectionTypes);
  const columns = useMemo(() => columnsIn(i18n.language, filters.deleted), [i18n.language, filters.deleted]);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <ListTable<Selection>
        title={t('selections.title')}
        rows={all.data}
        loading={all.isLoading}
        error={all.error}
        onRetry={() => void all.refetch()}
        columns={columns}
        source={source}
        viewHref={filters.deleted ? undefined : onPage}
        rowActions={filters.deleted ? restoreButton : undefined}
        extra={(
          <>
            <Select<'current' | 'deleted'>
              aria-label={t('selections.view_filter')}
              value={filters.deleted ? 'deleted' : 'current'}
              style={{ minWidth: 130 }}
              options={[{ value: 'current', label: t('selections.view_current') }, { value: 'deleted', label: t('selections.view_deleted') }]}
              onChange={(value) => setParams((p) => withDeleted(p, value === 'deleted'), { replace: true })}
            />
            <ChoiceFilter label="selections.type_filter" all="selections.all_types" options={types.data} value={filters.typeId}
              onChange={(id) => setParams((p) => withType(p, id), { replace: true })} />
            {filters.deleted ? null : (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>{t('selections.create')}</Button>
            )}
          </>
        )}
      />
      <LazyDialog open={creating}>
        <CreateDialog open={creating} onClose={() => setCreating(false)} typeId={filters.typeId} />
      </LazyDialog>
    </>
  );
}
