/**
 * Route 'admin.map_objects.index' (/admin/map_objects): the network's objects as a list, the
 * server sorting, searching and paging a big network's (the list kit), narrowed to a type and a
 * status kept in the URL (?type=, ?status=); CSV and GeoJSON export of what it shows, a GeoJSON
 * import of the chosen type. Each row opens the object on the map. The "Verwijderd" view
 * (?deleted=1) lists the deleted objects instead, when and by whom, each with 'Herstellen'.
 */
import { useMemo } from 'react';
import { Select, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '@console/contract/map-objects';
import { ChoiceFilter } from '../../../components/list-table/choice-filter';
import { ExportButton } from '../../../components/list-table/export-button';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useListMode } from '../../../components/list-table/list-source';
import { ListTable } from '../../../components/list-table/list-table';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { Moment } from '../../../components/moment';
import { useListView } from '../../../lib/list-view';
import { paths } from '../../../lib/paths';
import { filterQuery } from '../api/calls';
import { objectsSource, useAllObjects } from '../api/get-objects';
import { filtersOf, withDeleted, withFilter } from '../components/object-filters-url';
import { ObjectImportButton } from '../components/object-import-button';
import { RestoreButton } from '../components/restore-button';

const columns: ListColumn<MapObject>[] = [
  { key: 'code', title: 'map_objects.code', sortable: true, searchable: true, width: 120 },
  { key: 'label', title: 'map_objects.label', sortable: true, searchable: true, width: 140 },
  { key: 'name', title: 'map_objects.name', sortable: true, searchable: true },
  { key: 'map_object_type_name', title: 'map_objects.type', sortable: true, searchable: true },
  { key: 'map_object_status_name', title: 'map_objects.status', sortable: true, searchable: true, render: (o) => (o.map_object_status_name ? <Tag>{o.map_object_status_name}</Tag> : null) },
  { key: 'updated_at', title: 'map_objects.updated_at', sortable: true, width: 180, render: (o) => <Moment iso={o.updated_at} /> },
];

const deletedColumns: ListColumn<MapObject>[] = [
  ...columns.slice(0, 4),
  { key: 'deleted_at', title: 'map_objects.deleted_at', sortable: true, width: 180, render: (o) => (o.deleted_at ? <Moment iso={o.deleted_at} /> : null) },
  { key: 'deleted_by_name', title: 'map_objects.deleted_by', sortable: true, searchable: true },
];

const restoreButton = (o: MapObject) => <RestoreButton object={o} />;

/** A row opens its object on the map (bookmarkable: /admin/map?object=<id>). */
const onMap = (o: MapObject) => `${paths.map.path}?object=${o.id}`;

export function ObjectsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const source = useMemo(() => objectsSource(filters), [filters]);
  // Over the list kit's threshold the table asks the API for one page at a time.
  const all = useAllObjects(filters, useListMode(source) === 'client');
  const types = useResourceList(sources.mapObjectTypes);
  const statuses = useResourceList(sources.mapObjectStatuses);
  const [view] = useListView();
  const type = types.data?.find((x) => x.id === filters.typeId) ?? null;
  const choose = (name: 'type' | 'status') => (id: number | null) => setParams((p) => withFilter(p, name, id), { replace: true });
  const deletedSelect = (
    <Select<'current' | 'deleted'>
      aria-label={t('map_objects.view_filter')}
      value={filters.deleted ? 'deleted' : 'current'}
      style={{ minWidth: 150 }}
      options={[{ value: 'current', label: t('map_objects.view_current') }, { value: 'deleted', label: t('map_objects.view_deleted') }]}
      onChange={(value) => setParams((p) => withDeleted(p, value === 'deleted'), { replace: true })}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );

  return (
    <ListTable<MapObject>
      title={t('map_objects.title')}
      rows={all.data}
      loading={all.isLoading}
      error={all.error}
      onRetry={() => void all.refetch()}
      columns={filters.deleted ? deletedColumns : columns}
      source={source}
      viewHref={filters.deleted ? undefined : onMap}
      rowActions={filters.deleted ? restoreButton : undefined}
      extra={(
        <>
          {deletedSelect}
          <ChoiceFilter label="map_objects.type_filter" all="map_objects.all_types" options={types.data} value={filters.typeId} onChange={choose('type')} />
          <ChoiceFilter label="map_objects.status_filter" all="map_objects.all_statuses" options={statuses.data} value={filters.statusId} onChange={choose('status')} />
          <ExportButton path={source.path} view={view} query={filterQuery(filters)} format="geojson" />
          {filters.deleted ? null : <ObjectImportButton type={type} />}
        </>
      )}
    />
  );
}
