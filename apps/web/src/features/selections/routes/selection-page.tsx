/**
 * Route 'admin.selections.show' (/admin/selections/:id): one route or selection. Its type, who
 * may change it (shared with the whole network, or its creator and team), its team, creator and
 * moments, with its history and delete; its map (a route's course over the network's objects,
 * its gaps marked and listed, its stops numbered) with its length and the export buttons; its
 * members (a route's in order: dragged, taken out, reversed); its name and description, its
 * attribute values and photos. Read-only, with the reason, for whoever may not change it.
 * Bookmarkable; 'not found' for an unknown or deleted selection.
 */
import { useMemo } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@console/contract/selections';
import type { DetailField } from '../../../components/detail-card/detail-card';
import { DetailPage, DetailRoute } from '../../../components/detail-page/detail-page';
import type { DetailResource } from '../../../components/detail-page/detail-resource';
import { Moment } from '../../../components/moment';
import { useCourse } from '../api/get-course';
import { useMembers } from '../api/get-members';
import { useSelection } from '../api/get-selection';
import { useDeleteSelection } from '../api/delete-selection';
import { AttributesForm } from '../components/attributes-form';
import { CourseCard } from '../components/course-card';
import { DetailsForm } from '../components/details-form';
import { MembersCard } from '../components/members-card';
import { PhotosCard } from '../components/photos-card';
import { memberRows } from '../model/members';
import { useReadOnly } from '../model/use-read-only';
import { selectionPaths } from '../paths';

const resource: DetailResource = { key: 'selections', list: selectionPaths.index.path, subjectType: 'selection' };

export function SelectionPage() {
  return <DetailRoute resource={resource} view={SelectionView} />;
}

function SelectionView({ id }: { id: number }) {
  const { t } = useTranslation();
  const selection = useSelection(id);
  const data = selection.data;
  const members = useMembers(id);
  const course = useCourse(id, data?.is_ordered === true);
  const rows = useMemo(() => (members.data ? memberRows(members.data) : undefined), [members.data]);
  const remove = useDeleteSelection(id);
  const reason = useReadOnly(data);
  const readOnly = reason !== null;

  const whoMay = (s: Selection) => {
    if (s.is_network) return t('selections.shared_network');
    const user = s.created_by_name ?? t('selections.unknown_user');
    return s.team_name ? t('selections.shared_owner_team', { user, team: s.team_name }) : t('selections.shared_owner', { user });
  };
  const fieldsOf = (s: Selection): DetailField[] => [
    { key: 'type', label: t('selections.type'), value: s.selection_type_name },
    { key: 'kind', label: t('selections.kind'), value: s.is_ordered ? t('selections.kind_route') : t('selections.kind_set') },
    { key: 'who_may', label: t('selections.who_may'), value: whoMay(s) },
    { key: 'team', label: t('selections.team'), value: s.team_name ?? '—' },
    { key: 'created_by', label: t('selections.created_by'), value: s.created_by_name ?? '—' },
    { key: 'created_at', label: t('selections.created_at'), value: <Moment iso={s.created_at} /> },
    { key: 'updated_at', label: t('selections.updated_at'), value: <Moment iso={s.updated_at} /> },
  ];

  return (
    <DetailPage
      resource={resource}
      id={id}
      query={selection}
      fields={fieldsOf}
      remove={readOnly ? undefined : () => remove.mutateAsync()}
      notice={reason ? <Alert type="warning" showIcon title={t('selections.read_only')} description={t(reason)} /> : null}
      map={(s) => <CourseCard selection={s} rows={rows} course={course.data} />}
      beside={(s) => <MembersCard selection={s} rows={rows} loading={members.isLoading} readOnly={readOnly} />}
      below={(s) => [
        <DetailsForm key="details" selection={s} readOnly={readOnly} />,
        <AttributesForm key="attributes" selection={s} readOnly={readOnly} />,
        <PhotosCard key="photos" selectionId={id} readOnly={readOnly} />,
      ]}
    />
  );
}
