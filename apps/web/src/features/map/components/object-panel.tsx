/**
 * The panel of the selected object: its code, type, status and who made it, what it hangs on and
 * what hangs on it (object-hierarchy.tsx), the lock's verdict
 * (read-only with the reason), its form (saving with PUT), moving or reshaping it on the map,
 * splitting a line where it is clicked, deleting it after confirmation, its photos, its actions (open first), the routes and selections
 * it is in, a new action on it, and its history in the audit log.
 */
import { Alert, Button, Descriptions, Flex } from 'antd';
import { DeleteOutlined, HistoryOutlined, PlusOutlined, ScissorOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import type { MapObject, MapObjectUpdate } from '@console/contract/map-objects';
import { LinkButton } from '../../../components/link-button';
import { historyHref } from '../../../lib/paths';
import { useTypeFields } from '../api/get-type-fields';
import { useTypeStatuses } from '../api/get-type-statuses';
import { useTakeObject } from '../api/update-object';
import { ObjectForm } from './object-form';
import { ObjectHierarchy } from './object-hierarchy';
import { ObjectActions } from './object-actions';
import { ObjectPaperwork } from './object-paperwork';
import { ObjectPhotos } from './object-photos';
import { ObjectSelections } from './object-selections';
import { PickNotice, type PanelPick } from './pick-notice';

export interface ObjectPanelProps {
  object: MapObject;
  /** i18n key of why it is read-only; null: the user may change it. */
  readOnlyReason: string | null;
  editingShape: boolean;
  onEditShape: (on: boolean) => void;
  onSaveShape: () => void;
  saving: boolean;
  onSave: (body: MapObjectUpdate) => Promise<unknown>;
  onDelete: () => void;
  /** 'Nieuwe actie' on this object. */
  onNewAction: () => void;
  /** The network's action statuses: the colours of its actions' statuses. */
  actionStatuses: readonly ActionStatus[];
  /** What a click on the map is asked for now (null: nothing), why the last one did nothing, and its start or (null) end. */
  pick: PanelPick;
}


export function ObjectPanel({ object, readOnlyReason, editingShape, onEditShape, onSaveShape, saving, onSave, onDelete, onNewAction, actionStatuses, pick }: ObjectPanelProps) {
  const { t } = useTranslation();
  const fields = useTypeFields(object.map_object_type_id);
  const statuses = useTypeStatuses(object.map_object_type_id);
  const takeObject = useTakeObject();
  const readOnly = readOnlyReason !== null;

  return (
    <Flex vertical gap={12} data-object-id={object.id}>
      <Descriptions size="small" column={1} bordered items={[
        { key: 'code', label: t('map.code'), children: object.code },
        { key: 'type', label: t('map.type'), children: object.map_object_type_name },
        { key: 'status', label: t('map.status'), children: object.map_object_status_name ?? '-' },
        { key: 'created_by', label: t('map.created_by'), children: object.created_by_name ?? '-' },
        ...(object.team_name ? [{ key: 'team', label: t('map.team'), children: object.team_name }] : []),
        ...(object.length_m !== null ? [{ key: 'length', label: t('map.length'), children: t('map.length_m', { value: Math.round(object.length_m) }) }] : []),
      ]} />
      <ObjectHierarchy object={object} readOnly={readOnly} onSave={onSave} pick={pick} />
      {readOnly ? <Alert type="warning" showIcon title={t('map.read_only')} description={t(readOnlyReason)} /> : null}
      {readOnly ? null : (
        <Flex gap={8} wrap>
          {editingShape ? (
            <>
              <Button type="primary" loading={saving} onClick={onSaveShape}>{t('map.save_shape')}</Button>
              <Button onClick={() => onEditShape(false)}>{t('map.cancel')}</Button>
            </>
          ) : <Button onClick={() => onEditShape(true)}>{t(`map.edit_shape.${object.geo_type}`)}</Button>}
          {object.geo_type === 'linestring' && !editingShape ? (
            <Button icon={<ScissorOutlined aria-hidden />} aria-pressed={pick.purpose === 'split'} onClick={() => pick.onPick('split')}>{t('map.split.start')}</Button>
          ) : null}
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>{t('map.delete')}</Button>
        </Flex>
      )}
      {editingShape ? <Alert type="info" showIcon role="status" title={t(`map.edit_shape_hint.${object.geo_type}`)} /> : null}
      {pick.purpose === 'split' && !pick.hintOnMap ? <PickNotice hint={pick.hint} notice={pick.notice} onCancel={() => pick.onPick(null)} /> : null}
      {fields.data && statuses.data ? (
        <ObjectForm fields={fields.data} statuses={statuses.data} object={object} readOnly={readOnly} saving={saving}
          label={t('map.attributes')} onSave={onSave} onReload={takeObject} />
      ) : null}
      <ObjectPhotos objectId={object.id} readOnly={readOnly} />
      <ObjectPaperwork objectId={object.id} readOnly={readOnly} />
      <ObjectActions objectId={object.id} statuses={actionStatuses} />
      <ObjectSelections objectId={object.id} />
      <Flex gap={8} wrap>
        <Button icon={<PlusOutlined aria-hidden />} onClick={onNewAction}>{t('actions.create_on_object')}</Button>
        <LinkButton to={historyHref('object', object.id)} icon={<HistoryOutlined aria-hidden />}>{t('map.history')}</LinkButton>
      </Flex>
    </Flex>
  );
}
