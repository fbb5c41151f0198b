/**
 * Route 'admin.geo_areas.index' (/admin/geo_areas, Gebieden): the network's areas (districts,
 * municipalities, maintenance zones) as a list, the server sorting, searching and paging a big
 * network's (the list kit), each with its values; CSV export of what it shows, and for an
 * administrator of the network a GeoJSON import with its dry run. Each row opens the area's page.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoArea } from '@console/contract/geo-areas';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useListMode } from '../../../components/list-table/list-source';
import { ListTable } from '../../../components/list-table/list-table';
import { Moment } from '../../../components/moment';
import { usePermissions } from '../../../lib/use-permissions';
import { useAreaFields } from '../api/get-area-fields';
import { areasSource, useAllAreas } from '../api/get-areas';
import { AreaImportButton } from '../components/import-button';
import { valuesText } from '../model/values-text';
import { geoAreaHref } from '../paths';

const onPage = (a: GeoArea) => geoAreaHref(a.id);

export function AreasListPage() {
  const { t } = useTranslation();
  // Over the list kit's threshold the table asks the API for one page at a time.
  const all = useAllAreas(useListMode(areasSource) === 'client');
  const fields = useAreaFields();
  const admin = usePermissions().can('module-admin');
  const columns = useMemo<ListColumn<GeoArea>[]>(() => [
    { key: 'name', title: 'geo_areas.name', sortable: true, searchable: true },
    { key: 'attributes', title: 'geo_areas.values', value: (a) => valuesText(a.attributes, fields.data ?? [], t) },
    { key: 'updated_at', title: 'geo_areas.updated_at', sortable: true, width: 180, render: (a) => <Moment iso={a.updated_at} /> },
  ], [fields.data, t]);

  return (
    <ListTable<GeoArea>
      title={t('geo_areas.title')}
      rows={all.data}
      loading={all.isLoading}
      error={all.error}
      onRetry={() => void all.refetch()}
      columns={columns}
      source={areasSource}
      viewHref={onPage}
      emptyText={admin ? t('geo_areas.empty_admin') : t('geo_areas.empty')}
      extra={admin ? <AreaImportButton /> : null}
    />
  );
}
