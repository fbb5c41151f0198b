/**
 * A new action on the network, from the map: one of the action types that may be on the network;
 * a type with a geometry of its own is drawn on the map first (the screen's map draws), as the
 * geo type of the object it creates, else as a point, a line or an area. Created, the action's
 * page opens, where its attributes, status and photos are filled in. The server names what it
 * refuses, on the type or the geometry.
 */
import { useMemo } from 'react';
import { Alert, Button, Empty, Flex, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Geometry } from '@console/contract/map-objects';
import { GEO_TYPES, type GeoType, type MapObjectType } from '@console/contract/map-object-types';
import { useLinks } from '../../../components/resource/link-api';
import { useResourceList } from '../../../components/resource/resource-api';
import { linkSources, sources } from '../../../lib/config-sources';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateAction } from '../../../lib/use-create-action';
import type { ActionCreateState } from '../model/map-mode';

export interface ActionCreatePanelProps {
  /** the map's object types: the geo types of the objects an action type creates */
  objectTypes: readonly MapObjectType[];
  state: ActionCreateState;
  onChange: (state: ActionCreateState) => void;
  onCancel: () => void;
  /** Runs right before the new action's page opens. */
  onCreated?: () => void;
}

export function ActionCreatePanel({ objectTypes, state, onChange, onCancel, onCreated }: ActionCreatePanelProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ dynamic_action_type_id?: number }>();
  const typeId = Form.useWatch('dynamic_action_type_id', form);
  const all = useResourceList(sources.actionTypes);
  const create = useCreateAction({ beforeOpen: onCreated });
  const types = useMemo(() => (all.data ?? []).filter((type) => type.on_network), [all.data]);
  const type = types.find((x) => x.id === typeId);
  const created = useLinks(linkSources.actionTypeMapObjectTypes, type?.creates_object ? type.id : null);
  // An action that creates an object is drawn as that object's geo type.
  const geoTypes = useMemo(() => {
    if (!type?.creates_object) return [...GEO_TYPES];
    const linked = new Set((created.data ?? []).map((link) => objectTypes.find((o) => o.id === link.id)?.geo_type));
    return GEO_TYPES.filter((g) => linked.has(g));
  }, [type, created.data, objectTypes]);
  const geoType = geoTypes.includes(state.geoType) ? state.geoType : geoTypes[0] ?? 'point';
  const ready = type !== undefined && (!type.own_geo || state.geometry !== null);

  const submit = async () => {
    if (!type) return;
    try {
      await create.mutateAsync({ dynamic_action_type_id: type.id, ...(type.own_geo ? { geometry: state.geometry } : {}) });
    } catch (error) {
      applyServerErrors(form, error, ['dynamic_action_type_id', 'geometry']);
    }
  };

  if (all.isSuccess && types.length === 0) {
    return (
      <Flex vertical gap={12}>
        <Empty description={t('actions.create_on_map_none')} />
        <Button onClick={onCancel}>{t('map.cancel')}</Button>
      </Flex>
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={() => void submit()} aria-label={t('actions.create_on_map')}
      onValuesChange={() => onChange({ ...state, drawing: false, geometry: null })}>
      <Form.Item name="dynamic_action_type_id" label={t('actions.create_on_map_type')}>
        <Select loading={all.isLoading} disabled={state.drawing || state.geometry !== null}
          showSearch={{ optionFilterProp: 'label' }} options={types.map((x) => ({ value: x.id, label: x.name }))} />
      </Form.Item>
      {type?.own_geo ? (
        <Form.Item name="geometry" label={t('actions.geometry')}>
          <DrawStep geoTypes={geoTypes} geoType={geoType} state={state} onChange={onChange} />
        </Form.Item>
      ) : null}
      {state.drawing ? <Alert type="info" showIcon role="status" title={t(`map.draw_hint.${geoType}`)} /> : null}
      {state.geometry ? <Alert type="success" showIcon title={t('actions.create_drawn')} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" disabled={!ready} loading={create.isPending}>{t('actions.create_submit')}</Button>
        <Button onClick={onCancel}>{t('map.cancel')}</Button>
      </Flex>
    </Form>
  );
}

interface DrawStepProps { geoTypes: GeoType[]; geoType: GeoType; state: ActionCreateState; onChange: (state: ActionCreateState) => void; id?: string }

/** The own geometry's geo type and the button that starts drawing it (the form's field 'geometry', for the server's message). */
function DrawStep({ geoTypes, geoType, state, onChange, id }: DrawStepProps) {
  const { t } = useTranslation();
  const fixed = state.drawing || state.geometry !== null;
  return (
    <Flex gap={8} wrap>
      <Select<GeoType> id={id} value={geoType} disabled={fixed} style={{ minWidth: 160 }} onChange={(g) => onChange({ ...state, geoType: g })}
        options={geoTypes.map((g) => ({ value: g, label: t(`map_object_types.geo_type_values.${g}`) }))} />
      {state.geometry === null ? (
        <Button type={state.drawing ? 'default' : 'primary'} disabled={state.drawing}
          onClick={() => onChange({ ...state, geoType, drawing: true })}>{t('actions.create_draw')}</Button>
      ) : null}
    </Flex>
  );
}
