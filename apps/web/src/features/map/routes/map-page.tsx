/**
 * /admin/map, "Kaart": the network's map with its objects, a panel of the types (counts, hide,
 * status filter), creating an object or an action on the network, or the selected object's
 * panel (with a new action on it, a line split where it is clicked, a parent picked on the map);
 * a selection or route shown over the map, and a new route built by clicking its junctions. `?object=<id>` opens and centres that object,
 * `?selection=<id>` shows that selection, and the address follows both. On a phone the panel sits
 * under the map; beside it, the panel scrolls within the map's height.
 */
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { App, Button, Checkbox, Empty, Flex, Skeleton } from 'antd';
import { NodeIndexOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mapObjectSchema, type Geometry, type MapObjectCreate, type MapObjectUpdate } from '@console/contract/map-objects';
import { asGeometry } from '../../../components/map/geometry-bounds';
import { LinkButton } from '../../../components/link-button';
import { LazyDialog } from '../../../components/page/lazy-dialog';
import { Card } from '../../../components/page/card';
import { useLeaveGuard } from '../../../components/page/leave-guard';
import { LoadFailed } from '../../../components/page/load-failed';
import { useMediaQuery } from '../../../lib/media-query';
import { usePermissions } from '../../../lib/use-permissions';
import { detailHref, paths } from '../../../lib/paths';
import { storage } from '../../../lib/storage';
import { useCreateObject } from '../api/create-object';
import { useTakeObject, useUpdateObject } from '../api/update-object';
import { useSaveOnVersion } from '../../../components/version-conflict/use-save-on-version';
import { ClosePanel } from '../components/close-panel';
import { MissingObject } from '../components/missing-object';
import { PickNotice } from '../components/pick-notice';
import { ObjectsMap, type MapHit } from '../components/objects-map';
import { SelectionChooser } from '../components/selection-chooser';
import { TypePanel } from '../components/type-panel';
import { useNetworkSelections } from '../api/get-network-selections';
import { useGeoAreas } from '../api/get-geo-areas';
import { drawnGeoType, editedGeometry, hasUnsavedWork, isCreating, LOOKING, mapScreenReducer } from '../model/map-mode';
import { objectOf, selectionOf, withObject, withSelection } from '../model/map-url';
import { useAskDeleteObject } from '../model/use-ask-delete-object';
import { useMapPick } from '../model/use-map-pick';
import { useMapScreen } from '../model/use-map-screen';
import { useRouteBuilder } from '../model/use-route-builder';
import { useShownSelection } from '../model/use-shown-selection';

/** The map's height beside its panel: the window less the header and the breadcrumb. */
const MAP_HEIGHT = 'calc(100vh - 190px)';

const PHONE_QUERY = '(max-width: 767.98px)';
// The object's and the new object's panels (the attribute form and its inputs) load when one is
// opened, not with the map: the map opens on less code.
const ObjectPanel = lazy(() => import('../components/object-panel').then((m) => ({ default: m.ObjectPanel })));
const CreatePanel = lazy(() => import('../components/create-panel').then((m) => ({ default: m.CreatePanel })));
const ActionCreatePanel = lazy(() => import('../components/action-create-panel').then((m) => ({ default: m.ActionCreatePanel })));
const RoutePanel = lazy(() => import('../components/route-panel').then((m) => ({ default: m.RoutePanel })));
const NewActionDialog = lazy(() => import('../../../components/new-action/new-action-dialog').then((m) => ({ default: m.NewActionDialog })));

export function MapPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const phone = useMediaQuery(PHONE_QUERY);
  const networkId = storage.getNetworkId() ?? 0;
  const [search, setSearch] = useSearchParams();
  const selectedId = objectOf(search);
  const [hidden, setHidden] = useState<number[]>([]);
  const [showActions, setShowActions] = useState(true);
  const [showAreas, setShowAreas] = useState(false);
  const geoAreas = useGeoAreas(showAreas);
  const navigate = useNavigate();
  const [statusId, setStatusId] = useState<number | null>(null);
  // What the user is doing (looking, moving, drawing a new object or action): model/map-mode.ts.
  const [{ mode, actionDialog }, dispatch] = useReducer(mapScreenReducer, LOOKING);
  const [version, setVersion] = useState(1);
  // The object the address opened is centred once its geometry is in.
  const [focusId, setFocusId] = useState<number | null>(selectedId);
  const [focus, setFocus] = useState<Geometry | null>(null);
  const screen = useMapScreen(networkId, selectedId, statusId);
  const createObject = useCreateObject();
  const updateObject = useUpdateObject();
  const askDeleteObject = useAskDeleteObject();
  const takeObject = useTakeObject();
  const saveOnVersion = useSaveOnVersion();
  const object = screen.object.data && screen.object.data.id === selectedId ? screen.object.data : null;
  const leaveGuard = useLeaveGuard(hasUnsavedWork(mode), { title: t('map.leave_title'), content: t('map.leave_content') });
  const shownSelectionId = selectionOf(search);
  const shownSelection = useShownSelection(shownSelectionId);
  const selections = useNetworkSelections(networkId);
  const typeList = screen.types.data;
  const typeName = useCallback((typeId: number) => typeList?.find((type) => type.id === typeId)?.name ?? '', [typeList]);
  const route = useRouteBuilder(networkId, mode, dispatch, typeName);
  const canBuildRoutes = usePermissions().can('module-selections');
  // A selection chosen is fitted into view once, when its members are in.
  const [fittedSelection, setFittedSelection] = useState<number | null>(null);
  useEffect(() => {
    const extent = shownSelection.extent;
    if (!extent || shownSelectionId === null || fittedSelection === shownSelectionId) return;
    setFittedSelection(shownSelectionId);
    if (selectedId === null) setFocus(extent);
  }, [shownSelection.extent, shownSelectionId, fittedSelection, selectedId]);
  const showSelection = useCallback((id: number | null) => setSearch((current) => withSelection(current, id)), [setSearch]);

  useEffect(() => {
    if (object && object.id === focusId) {
      setFocus(asGeometry(object.geometry));
      setFocusId(null);
    }
  }, [object, focusId]);

  const select = useCallback((id: number | null) => {
    dispatch({ type: 'selected' });
    setSearch((current) => withObject(current, id));
  }, [setSearch]);

  const creating = isCreating(mode);
  const building = mode.kind === 'new-route';
  const { addStop } = route;
  const written = useCallback(() => setVersion((v) => v + 1), []);
  const pick = useMapPick(object, mode, dispatch, { typeName, written });
  const { click: pickClick } = pick;
  const picking = mode.kind === 'pick';
  // On a phone the map is brought into view when a click on it is asked for (the button is below it).
  const mapBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picking && phone) mapBox.current?.scrollIntoView({ block: 'center' });
  }, [picking, phone]);
  const onSelectOnMap = useCallback((id: number | null, hit: MapHit | null, at: [number, number]) => {
    if (building && id !== null && hit) addStop(id, hit);
    if (picking) pickClick(id, hit, at);
    if (creating || picking) return;
    select(id);
  }, [building, creating, picking, addStop, pickClick, select]);

  const saveRoute = async () => {
    const saved = await route.save();
    if (saved) showSelection(saved.id);
  };

  const saveNew = async (body: MapObjectCreate) => {
    const saved = await createObject.mutateAsync(body);
    void message.success(t('map.created', { code: saved.code }));
    dispatch({ type: 'done' });
    written();
    select(saved.id);
  };

  const saveObject = async (body: MapObjectUpdate) => {
    if (!object) return;
    const saved = await updateObject.mutateAsync({ id: object.id, body });
    void message.success(t('map.saved', { code: saved.code }));
    written();
  };

  const saveShape = async () => {
    const shapeDraft = mode.kind === 'move' ? mode.geometry : null;
    if (!object || !shapeDraft) {
      dispatch({ type: 'done' });
      return;
    }
    try {
      // Made on the version read; refused because it changed meanwhile, the user chooses.
      await saveOnVersion({
        version: object.updated_at,
        send: (version) => saveObject({ geometry: shapeDraft, updated_at: version }),
        parse: (current) => mapObjectSchema.safeParse(current).data ?? null,
        onTheirs: takeObject,
      });
      dispatch({ type: 'done' });
    } catch {
      // the http client showed the 400 (the geometry's message)
    }
  };

  /** Takes the object's geometry into the map's editor, or (null) drops the change. */
  const editShape = (geometry: Geometry | null) => dispatch(geometry ? { type: 'move', geometry } : { type: 'done' });

  const askDelete = () => {
    if (object) void askDeleteObject(object, () => { select(null); written(); });
  };

  if (screen.failed) return <LoadFailed error={screen.failed} />;
  const types = screen.types.data ?? [];
  const editing = editedGeometry(mode);
  const drawing = drawnGeoType(mode, (typeId) => types.find((type) => type.id === typeId)?.geo_type ?? null);
  const onDrawn = (geometry: Geometry) => dispatch({ type: 'drawn', geometry });
  const onEdited = (geometry: Geometry) => dispatch({ type: 'edited', geometry });

  const panel = () => {
    if (screen.loading) return <Skeleton active />;
    if (types.length === 0) {
      return (
        <Empty description={t('map.no_types')}>
          <LinkButton to={paths.mapObjectTypes.path} type="primary">{t('map.to_types')}</LinkButton>
        </Empty>
      );
    }
    if (object) {
      return (
        <Suspense fallback={<Skeleton active />}>
          <ObjectPanel object={object} readOnlyReason={screen.readOnlyReason} editingShape={mode.kind === 'move'}
            onEditShape={(on) => editShape(on ? asGeometry(object.geometry) : null)} onSaveShape={() => void saveShape()}
            saving={updateObject.isPending} onSave={saveObject} onDelete={askDelete} onNewAction={() => dispatch({ type: 'action-dialog', open: true })}
            actionStatuses={screen.actionStatuses} pick={{ purpose: pick.purpose, hint: pick.hint, notice: pick.notice, onPick: pick.start, hintOnMap: phone }} />
          <LazyDialog open={actionDialog}>
            <NewActionDialog open={actionDialog} onClose={() => dispatch({ type: 'action-dialog', open: false })} object={object} />
          </LazyDialog>
        </Suspense>
      );
    }
    if (mode.kind === 'new-object') {
      return (
        <Suspense fallback={<Skeleton active />}>
          <CreatePanel types={types} state={mode.step} onChange={(step) => dispatch({ type: 'step', step })} saving={createObject.isPending} onSave={saveNew} />
        </Suspense>
      );
    }
    if (mode.kind === 'new-route') {
      return (
        <Suspense fallback={<Skeleton active />}>
          <RoutePanel routeTypes={route.routeTypes} draft={mode.route} onChange={(change) => dispatch({ type: 'route', change })}
            onPickObject={route.addObject} course={route.course} computing={route.computing} notice={route.notice}
            saving={route.saving} onSave={() => void saveRoute()} onCancel={route.cancel} />
        </Suspense>
      );
    }
    if (mode.kind === 'new-action') {
      return (
        <Suspense fallback={<Skeleton active />}>
          <ActionCreatePanel objectTypes={types} state={mode.step} onChange={(step) => dispatch({ type: 'action-step', step })}
            onCancel={() => dispatch({ type: 'done' })} onCreated={leaveGuard.release} />
        </Suspense>
      );
    }
    return (
      <Flex vertical gap={16}>
        {selectedId !== null && screen.object.isError ? <MissingObject id={selectedId} onRestored={written} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dispatch({ type: 'new-object' })}>{t('map.new_object')}</Button>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => dispatch({ type: 'new-action' })}>{t('actions.create_on_map')}</Button>
          {canBuildRoutes ? <Button icon={<NodeIndexOutlined aria-hidden />} onClick={route.start}>{t('map.route.new')}</Button> : null}
        </Flex>
        {selections.isError ? null : (
          <SelectionChooser selections={selections.data ?? []} loading={selections.isLoading} shownId={shownSelectionId}
            shown={shownSelection.selection} onShow={showSelection} />
        )}
        <TypePanel types={types} icons={screen.icons} counts={screen.counts} hidden={hidden} onHiddenChange={setHidden}
          statuses={screen.statuses.data ?? []} statusId={statusId} onStatusChange={setStatusId} />
        <Checkbox checked={showActions} onChange={(e) => setShowActions(e.target.checked)}>{t('map.show_actions')}</Checkbox>
        <Checkbox checked={showAreas} onChange={(e) => setShowAreas(e.target.checked)}>{t('map.show_areas')}</Checkbox>
      </Flex>
    );
  };

  const title = object ? object.code : mode.kind === 'new-object' ? t('map.new_object') : mode.kind === 'new-action' ? t('actions.create_on_map')
    : mode.kind === 'new-route' ? t('map.route.new') : t('map.types');
  return (
    <Flex vertical={phone} gap={16} align="stretch">
      <div ref={mapBox} style={{ flex: 1, minWidth: 0, position: 'relative' }}>
        {/* On a phone the panel is below the map: the click asked for is said over the map, where it is made. */}
        {phone && pick.purpose ? (
          <div style={{ position: 'absolute', top: 8, left: 8, right: 52, zIndex: 2 }}>
            <PickNotice compact hint={pick.hint} notice={pick.notice} onCancel={() => pick.start(null)} />
          </div>
        ) : null}
        {screen.areaSettled && !screen.loading ? (
          <ObjectsMap area={screen.area} icons={screen.icons} view={{ hiddenTypeIds: hidden, statusId, selectedId }} version={version}
            focus={focus} onSelect={onSelectOnMap} course={building ? route.overlay : shownSelection.overlay}
            showActions={showActions} areas={geoAreas.data ?? null} showAreas={showAreas} actionStatuses={screen.actionStatuses} onSelectAction={(id) => void navigate(detailHref(paths.actions, id))} choosingObjects={building || picking}
            drawing={drawing} onDrawn={onDrawn} editing={editing} onEdited={onEdited}
            height={phone ? '55vh' : MAP_HEIGHT} />
        ) : <Skeleton.Node active style={{ width: '100%', height: 400 }} />}
      </div>
      {/* Beside the map the panel scrolls within the map's height, so a long form or an error on its
          last field never scrolls the map out of view. */}
      <section aria-label={t('map.panel_label')}
        style={phone ? { width: '100%', flex: 'none' } : { width: 380, flex: 'none', maxHeight: MAP_HEIGHT, overflowY: 'auto' }}>
        <Card title={title} size="small" extra={object ? <ClosePanel onClose={() => select(null)} /> : null}>{panel()}</Card>
      </section>
      {leaveGuard.dialog}
    </Flex>
  );
}
