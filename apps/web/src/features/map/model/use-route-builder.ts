/**
 * The route being built on the map, beside the mode that holds its draft (map-mode.ts): the
 * network's route types, the object types linked to the chosen one (which objects may be a
 * stop), the course of the stops so far (asked anew after each change, a stale request
 * aborted), why a click added nothing, the save (POST /v1/selection with the stops in order)
 * and the cancel (asking first when there are stops).
 */
import { useCallback, useMemo, useState, type Dispatch } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '@console/contract/map-objects';
import type { Selection } from '@console/contract/selections';
import { useResourceList } from '../../../components/resource/resource-api';
import { asGeometry } from '../../../components/map/geometry-bounds';
import { sources } from '../../../lib/config-sources';
import { useCreateSelection } from '../api/create-selection';
import { useRouteCourse } from '../api/get-route-course';
import { useSelectionTypeTypes } from '../api/get-selection-type-types';
import type { MapHit } from '../components/objects-map';
import type { MapEvent, MapMode } from './map-mode';
import { stopIds, stopRefusal } from './route-draft';
import { draftOverlay } from './selection-overlay';

const NO_STOPS: number[] = [];

export function useRouteBuilder(networkId: number, mode: MapMode, dispatch: Dispatch<MapEvent>, typeName: (typeId: number) => string) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const draft = mode.kind === 'new-route' ? mode.route : null;
  const selectionTypes = useResourceList(sources.selectionTypes);
  const routeTypes = useMemo(() => (selectionTypes.data ?? []).filter((type) => type.is_ordered), [selectionTypes.data]);
  const linked = useSelectionTypeTypes(draft?.selectionTypeId ?? null);
  const stops = draft?.stops;
  const ids = useMemo(() => stops?.map((stop) => stop.id) ?? NO_STOPS, [stops]);
  const course = useRouteCourse(networkId, ids);
  const [notice, setNotice] = useState<string | null>(null);
  const createSelection = useCreateSelection();
  const linkedIds = useMemo(() => linked.data?.map((type) => type.id) ?? null, [linked.data]);

  /** Adds the clicked (or chosen) object as the next stop, or says why it cannot be one. */
  const addStop = useCallback((id: number, hit: MapHit) => {
    if (!draft) return;
    const refusal = stopRefusal(draft, linkedIds, hit.typeId, id);
    const selectionType = routeTypes.find((type) => type.id === draft.selectionTypeId)?.name ?? '';
    setNotice(refusal ? t(refusal, { code: hit.code, type: typeName(hit.typeId), selectionType }) : null);
    if (!refusal) dispatch({ type: 'route', change: { op: 'add', stop: { id, ...hit } } });
  }, [draft, linkedIds, routeTypes, typeName, dispatch, t]);

  const addObject = useCallback((object: MapObject) => {
    const geometry = asGeometry(object.geometry);
    addStop(object.id, {
      typeId: object.map_object_type_id, code: object.code, label: object.label,
      position: geometry?.type === 'Point' ? geometry.coordinates : null,
    });
  }, [addStop]);

  const start = () => {
    setNotice(null);
    dispatch({ type: 'new-route' });
  };

  /** Saves the route; resolves with it (the screen shows it), or with null when refused (the http client said why). */
  const save = async (): Promise<Selection | null> => {
    if (!draft || draft.selectionTypeId === null) return null;
    try {
      const saved = await createSelection.mutateAsync({ selection_type_id: draft.selectionTypeId, name: draft.name.trim(), objects: stopIds(draft) });
      void message.success(t('map.route.saved', { name: saved.name }));
      dispatch({ type: 'done' });
      return saved;
    } catch {
      return null;
    }
  };

  const cancel = () => {
    if (!draft?.stops.length) {
      dispatch({ type: 'done' });
      return;
    }
    modal.confirm({
      title: t('map.route.discard_title'), content: t('map.route.discard_content'),
      okText: t('map.route.discard'), okButtonProps: { danger: true }, cancelText: t('map.route.keep'),
      onOk: () => dispatch({ type: 'done' }),
    });
  };

  return {
    draft, routeTypes, notice, start, addStop, addObject, save, cancel,
    saving: createSelection.isPending,
    course: ids.length ? course.data : undefined,
    computing: course.isFetching,
    overlay: useMemo(() => (stops ? draftOverlay(stops, ids.length ? course.data : undefined) : null), [stops, ids.length, course.data]),
  };
}
