/**
 * Creating an object: choose its type, draw its geo type on the map (the screen's map draws),
 * fill its form (and choose one of the creator's teams) and save (POST). Cancel drops the drawing.
 */
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Geometry, MapObjectCreate } from '@console/contract/map-objects';
import type { MapObjectType } from '@console/contract/map-object-types';
import { useMyTeams } from '../../../lib/use-my-teams';
import { useTypeFields } from '../api/get-type-fields';
import { useTypeStatuses } from '../api/get-type-statuses';
import type { CreateState } from '../model/map-mode';
import { ObjectForm } from './object-form';

export interface CreatePanelProps {
  types: readonly MapObjectType[];
  state: CreateState;
  onChange: (state: CreateState) => void;
  saving: boolean;
  onSave: (body: MapObjectCreate) => Promise<unknown>;
}

export function CreatePanel({ types, state, onChange, saving, onSave }: CreatePanelProps) {
  const { t } = useTranslation();
  const type = types.find((ty) => ty.id === state.typeId) ?? null;
  const fields = useTypeFields(state.drawing || state.geometry ? state.typeId : null);
  const statuses = useTypeStatuses(state.geometry ? state.typeId : null);
  const teams = useMyTeams();
  const cancel = () => onChange({ typeId: state.typeId, drawing: false, geometry: null });

  return (
    <Flex vertical gap={12}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Typography.Text strong>{t('map.choose_type')}</Typography.Text>
        <Select value={state.typeId ?? undefined} placeholder={t('map.choose_type')} aria-label={t('map.choose_type')}
          disabled={state.drawing || state.geometry !== null} showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: number) => onChange({ typeId: id, drawing: false, geometry: null })}
          options={types.map((ty) => ({ value: ty.id, label: `${ty.name} (${ty.geo_type})` }))} />
      </label>
      {state.geometry === null ? (
        <Flex gap={8} wrap>
          <Button type={state.drawing ? 'default' : 'primary'} disabled={!type || state.drawing}
            onClick={() => onChange({ ...state, drawing: true })}>{t('map.draw')}</Button>
          {state.drawing ? <Button onClick={cancel}>{t('map.cancel')}</Button> : null}
        </Flex>
      ) : null}
      {state.drawing && type ? <Alert type="info" showIcon title={t(`map.draw_hint.${type.geo_type}`)} role="status" /> : null}
      {state.geometry && type && fields.data && statuses.data ? (
        <>
          <Alert type="success" showIcon title={t('map.drawn')} />
          <ObjectForm fields={fields.data} statuses={statuses.data} object={null} teams={teams.data ?? []} readOnly={false} saving={saving}
            label={t('map.new_object')} onCancel={cancel}
            onSave={(body) => onSave({ ...body, map_object_type_id: type.id, geometry: state.geometry })} />
        </>
      ) : null}
    </Flex>
  );
}
