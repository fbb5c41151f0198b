/**
 * Route 'admin.geo_areas.show' (/admin/geo_areas/:id): one area of the network. Its polygon on a
 * small map, its name and attribute values (the attribute form kit), its moments and history,
 * and its delete after the confirmation. Read-only for whoever does not administer the network
 * (reading is the configuration's, writing an administrator's: the server decides in the end).
 * Bookmarkable; 'not found' for an unknown or deleted area.
 */
import { App, Col, Flex, Row } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GeoArea } from '@console/contract/geo-areas';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { Moment } from '../../../components/moment';
import { Card } from '../../../components/page/card';
import { LoadFailed, type FailedTexts } from '../../../components/page/load-failed';
import { useCrumbName } from '../../../lib/crumb-names';
import { useRouteId } from '../../../lib/route-id';
import { usePermissions } from '../../../lib/use-permissions';
import { useArea } from '../api/get-area';
import { useDeleteArea } from '../api/delete-area';
import { AreaMap } from '../components/area-map';
import { AttributesForm } from '../components/attributes-form';
import { DetailsForm } from '../components/details-form';
import { geoAreaPaths } from '../paths';

const failed: FailedTexts = {
  list: geoAreaPaths.index.path,
  back: 'geo_areas.back_to_list',
  notFoundTitle: 'geo_areas.not_found',
  notFoundText: 'geo_areas.not_found_text',
};

export function AreaPage() {
  const id = useRouteId();
  return id === null ? <LoadFailed error={null} texts={failed} /> : <AreaView id={id} />;
}

function AreaView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const area = useArea(id);
  const data = area.data;
  const remove = useDeleteArea(id);
  const confirmDelete = useConfirmDelete();
  const admin = usePermissions().can('module-admin');
  useCrumbName(id, data?.name);

  if (area.error) return <LoadFailed error={area.error} onRetry={() => void area.refetch()} texts={failed} />;

  const fieldsOf = (a: GeoArea): DetailField[] => [
    { key: 'kind', label: t('geo_areas.geometry'), value: t(a.geometry.type === 'Polygon' ? 'geo_areas.polygon' : 'geo_areas.multipolygon') },
    { key: 'created_at', label: t('geo_areas.created_at'), value: <Moment iso={a.created_at} /> },
    { key: 'updated_at', label: t('geo_areas.updated_at'), value: <Moment iso={a.updated_at} /> },
  ];
  const ask = (a: GeoArea) => void confirmDelete({
    title: t('geo_areas.delete_title', { name: a.name }),
    content: t('geo_areas.delete_content'),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t('geo_areas.deleted', { name: a.name }));
      void navigate(geoAreaPaths.index.path);
    },
  });

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={data?.name ?? ''}
        loading={area.isLoading}
        history={{ subjectType: 'geo', subjectId: id }}
        fields={data ? fieldsOf(data) : []}
        actions={data && admin ? [{ key: 'delete', label: t('geo_areas.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => ask(data) }] : []}
      />
      {data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card title={t('geo_areas.map')}>
              <AreaMap area={data} height={360} />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>
              <DetailsForm area={data} readOnly={!admin} />
              <AttributesForm area={data} readOnly={!admin} />
            </Flex>
          </Col>
        </Row>
      ) : null}
    </Flex>
  );
}
