/**
 * Route 'admin.geo_areas.show' (/admin/geo_areas/:id): one area of the network. Its polygon on a
 * small map, its name and attribute values (the attribute form kit), its moments and history,
 * and its delete after the confirmation. Read-only for whoever does not administer the network
 * (reading is the configuration's, writing an administrator's: the server decides in the end).
 * Bookmarkable; 'not found' for an unknown or deleted area.
 */
import { useTranslation } from 'react-i18next';
import type { GeoArea } from '@console/contract/geo-areas';
import type { DetailField } from '../../../components/detail-card/detail-card';
import { DetailPage, DetailRoute } from '../../../components/detail-page/detail-page';
import type { DetailResource } from '../../../components/detail-page/detail-resource';
import { Moment } from '../../../components/moment';
import { Card } from '../../../components/page/card';
import { usePermissions } from '../../../lib/use-permissions';
import { useArea } from '../api/get-area';
import { useDeleteArea } from '../api/delete-area';
import { AreaMap } from '../components/area-map';
import { AttributesForm } from '../components/attributes-form';
import { DetailsForm } from '../components/details-form';
import { geoAreaPaths } from '../paths';

const resource: DetailResource = { key: 'geo_areas', list: geoAreaPaths.index.path, subjectType: 'geo' };

export function AreaPage() {
  return <DetailRoute resource={resource} view={AreaView} />;
}

function AreaView({ id }: { id: number }) {
  const { t } = useTranslation();
  const area = useArea(id);
  const remove = useDeleteArea(id);
  const admin = usePermissions().can('module-admin');

  const fieldsOf = (a: GeoArea): DetailField[] => [
    { key: 'kind', label: t('geo_areas.geometry'), value: t(a.geometry.type === 'Polygon' ? 'geo_areas.polygon' : 'geo_areas.multipolygon') },
    { key: 'created_at', label: t('geo_areas.created_at'), value: <Moment iso={a.created_at} /> },
    { key: 'updated_at', label: t('geo_areas.updated_at'), value: <Moment iso={a.updated_at} /> },
  ];

  return (
    <DetailPage
      resource={resource}
      id={id}
      query={area}
      fields={fieldsOf}
      remove={admin ? () => remove.mutateAsync() : undefined}
      map={(a) => (
        <Card title={t('geo_areas.map')}>
          <AreaMap area={a} height={360} />
        </Card>
      )}
      beside={(a) => (
        <>
          <DetailsForm area={a} readOnly={!admin} />
          <AttributesForm area={a} readOnly={!admin} />
        </>
      )}
    />
  );
}
