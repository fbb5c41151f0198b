/**
 * Route 'admin.actions.show' (/admin/actions/:id): one action. Its type, its object (a link to
 * the object on the map) or the network, who made it, its team and moments, with its history and
 * delete; beside them its status, priority and description, its attribute values, comments and
 * photos. Bookmarkable; 'not found' for an unknown or deleted action.
 */
import { Col, Flex, Row } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Action } from '@console/contract/actions';
import { DetailCard, type DetailField } from '../../../components/detail-card/detail-card';
import { DetailRoute } from '../../../components/detail-page/detail-page';
import { failedTexts, type DetailResource } from '../../../components/detail-page/detail-resource';
import { useDeleteEntry } from '../../../components/detail-page/use-delete-entry';
import { LoadFailed } from '../../../components/page/load-failed';
import { useCrumbName } from '../../../lib/crumb-names';
import { paths } from '../../../lib/paths';
import { useAction } from '../api/get-action';
import { useDeleteAction } from '../api/delete-action';
import { AttributesForm } from '../components/attributes-form';
import { CommentsCard } from '../components/comments-card';
import { DocumentsCard } from '../components/documents-card';
import { DetailsForm } from '../components/details-form';
import { Moment } from '../../../components/moment';
import { PhotosCard } from '../components/photos-card';
import { actionPaths } from '../paths';

const dash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—');

// No map, so not the detail page frame; its record's name is its number ('Actie 12').
const resource: DetailResource = { key: 'actions', list: actionPaths.index.path, subjectType: 'action' };

export function ActionPage() {
  return <DetailRoute resource={resource} view={ActionView} />;
}

function ActionView({ id }: { id: number }) {
  const { t } = useTranslation();
  const action = useAction(id);
  const remove = useDeleteAction(id);
  const deleteAction = useDeleteEntry(resource);
  const title = t('actions.show_title', { id });
  useCrumbName(id, title);

  if (action.error) return <LoadFailed error={action.error} onRetry={() => void action.refetch()} texts={failedTexts(resource)} />;

  const fieldsOf = (a: Action): DetailField[] => [
    { key: 'type', label: t('actions.type'), value: a.dynamic_action_type_name },
    {
      key: 'object',
      label: t('actions.object'),
      value: a.map_object_id === null ? t('actions.on_network') : <Link to={`${paths.map.path}?object=${a.map_object_id}`}>{a.map_object_code ?? `#${a.map_object_id}`}</Link>,
    },
    { key: 'status', label: t('actions.status'), value: dash(a.action_status_name) },
    { key: 'team', label: t('actions.team'), value: dash(a.team_name) },
    { key: 'created_by', label: t('actions.created_by'), value: dash(a.created_by_name) },
    { key: 'created_at', label: t('actions.created_at'), value: <Moment iso={a.created_at} /> },
    { key: 'closed_at', label: t('actions.closed_at'), value: a.closed_at ? <Moment iso={a.closed_at} /> : '—' },
  ];

  const data = action.data;
  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={title}
        loading={action.isLoading}
        history={{ subjectType: resource.subjectType, subjectId: id }}
        fields={data ? fieldsOf(data) : []}
        actions={[deleteAction({ id, name: title }, () => remove.mutateAsync())]}
      />
      {data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Flex vertical gap={16}>
              <DetailsForm action={data} />
              <AttributesForm action={data} />
            </Flex>
          </Col>
          <Col xs={24} xl={12}>
            <Flex vertical gap={16}>
              <CommentsCard actionId={id} />
              <PhotosCard action={data} />
              <DocumentsCard actionId={id} />
            </Flex>
          </Col>
        </Row>
      ) : null}
    </Flex>
  );
}
