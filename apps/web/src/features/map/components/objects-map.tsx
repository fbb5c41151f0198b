/**
 * The network's map with its objects (the map kit): the area outlined, the objects' tiles with
 * each type's icon, the view's filter (hidden types, status, selection), the actions the role
 * sees on the map, a click selecting an object or opening an action (a cluster zooms in),
 * a selection over it (a route's course and numbered junctions: course-layer.ts), drawing a new
 * geometry and editing one. The map is built once;
 * every prop after that changes only what it names. The drawing tools (terra-draw) load once the
 * map is up: the map opens on less code. The network's areas (/v1/geo) when switched on.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerraDraw } from 'terra-draw';
import type * as DrawTools from '../../../components/map/draw';
import type { ActionStatus } from '@console/contract/action-statuses';
import type { AreaFeature } from '@console/contract/networks';
import type { Geometry } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { ACTION_LAYER, ACTION_SOURCE, addActionLayer, colourActions, refreshActions, shownActionStatusIds } from '../../../components/map/action-layer';
import { boundsOf, showArea } from '../../../components/map/area-layer';
import type { AreaCollection } from '../../../components/map/geo-area-features';
import { showGeoAreas } from '../../../components/map/geo-area-layer';
import { showCourse, type CourseFeatures } from '../../../components/map/course-layer';
import { createBaseMap, type maplibregl } from '../../../components/map/base-map';
import { DRAW_MODE, STATIC_MODE, type GeoType } from '../../../components/map/draw-modes';
import { geometryBounds } from '../../../components/map/geometry-bounds';
import { addImages, addTypeIcons, typeIconImages, type IconImage, type TypeIcon } from '../../../components/map/icon-images';
import {
  applyView, CLUSTER_LAYERS, colourPaint, OBJECT_LAYERS, OBJECT_SOURCE, objectLayers, objectSource, type ObjectView,
} from '../../../components/map/object-layers';
import { statusesOf } from '../../../components/action-status/status-colour';
import { ActionLegend } from './action-legend';

const loadDrawTools = () => import('../../../components/map/draw');

/** What a click found of an object besides its id (the tile's properties): a route's stop is made of it. */
export interface MapHit {
  typeId: number;
  code: string;
  label: string;
  /** A point's position; null for a line or area. */
  position: [number, number] | null;
}

export interface ObjectsMapProps {
  area: AreaFeature | null;
  icons: readonly TypeIcon[];
  view: ObjectView;
  /** Changes after a write, so the tiles are read again. */
  version: number;
  /** Centre on this geometry when it changes (the object opened). */
  focus: Geometry | null;
  /** A click on the map: the object hit (or none) and where the click was, [lon, lat]. */
  onSelect: (id: number | null, hit: MapHit | null, at: [number, number]) => void;
  /** A selection drawn over the objects (its course, gaps and members); null: none. */
  course: CourseFeatures | null;
  /** The actions the role sees on the map, as rings; a click on one opens it. */
  showActions: boolean;
  onSelectAction: (id: number) => void;
  /**
   * A click chooses an object (a route's next stop, a parent, the point of a split): the rings of
   * the actions on an object do not take it, so a junction with an open action can be chosen.
   */
  choosingObjects: boolean;
  /** The network's areas (districts, zones), outlined with their names while `showAreas`. */
  areas: AreaCollection | null;
  showAreas: boolean;
  /** The network's action statuses: the rings' colours, and the legend of those shown. */
  actionStatuses: readonly ActionStatus[];
  /** Draw a new geometry of this geo type; onDrawn gets it when finished. */
  drawing: GeoType | null;
  onDrawn: (geometry: Geometry) => void;
  /** Edit this geometry (move a point, reshape a line or area); onEdited follows each change. */
  editing: Geometry | null;
  onEdited: (geometry: Geometry) => void;
  height: number | string;
}

const CLICKABLE = Object.values(OBJECT_LAYERS);

/** A clicked tile feature's type, code, label and (a point's) position. */
function hitOf(feature: maplibregl.MapGeoJSONFeature): MapHit {
  const { map_object_type_id: typeId, code, label } = feature.properties;
  const geometry = feature.geometry;
  return {
    typeId: typeof typeId === 'number' ? typeId : 0,
    code: typeof code === 'string' ? code : '',
    label: typeof label === 'string' ? label : '',
    position: geometry.type === 'Point' ? [geometry.coordinates[0], geometry.coordinates[1]] : null,
  };
}
const tileUrl = () => `${window.location.origin}${apiPaths.objectTile}`;

export function ObjectsMap(props: ObjectsMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const drawRef = useRef<{ draw: TerraDraw; tools: typeof DrawTools } | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [ready, setReady] = useState(false);
  const [drawKit, setDrawKit] = useState<{ draw: TerraDraw; tools: typeof DrawTools } | null>(null);
  // The statuses of the actions in view, for the legend (joined as a key: no render for the same ones).
  const [shownStatusKey, setShownStatusKey] = useState('');

  // Made as soon as its container is in the document, before the browser paints the screen
  // around it: a passive effect would wait for that first paint.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const start = latest.current;
    // User Timing marks of the opening (the bench prints them on its timeline).
    performance.mark('map: creating');
    const map = createBaseMap(container, { bounds: start.focus ? null : boundsOf(start.area) });
    mapRef.current = map;
    // The icons are drawn while the style loads: a tile drawn before its images are in is drawn
    // again (and fetched again), so the objects' source follows them.
    let drawnIcons: IconImage[] | null = null;
    const images = typeIconImages(start.icons).catch(() => []).then((loaded) => (drawnIcons = loaded));
    const addObjects = (loaded: IconImage[]) => {
      if (mapRef.current !== map) return;
      addImages(map, loaded);
      performance.mark('map: icons in, objects added');
      map.addSource(OBJECT_SOURCE, objectSource(tileUrl(), start.version));
      // The moment the first view's objects are on screen: every tile of theirs in, then drawn.
      const drawn = () => {
        if (!map.isSourceLoaded(OBJECT_SOURCE)) return;
        map.off('sourcedata', drawn);
        map.once('render', () => performance.mark('map: objects drawn'));
      };
      map.on('sourcedata', drawn);
      for (const layer of objectLayers(start.icons.map((i) => i.setting), latest.current.view)) map.addLayer(layer);
      addActionLayer(map, latest.current.actionStatuses);
      refreshActions(map, window.location.origin, latest.current.showActions);
      setReady(true);
      void loadDrawTools().then((tools) => {
        if (mapRef.current !== map) return;
        drawRef.current = { draw: tools.createDraw(map), tools };
        setDrawKit(drawRef.current);
      });
    };
    // The style, not the base map's tiles ('load' waits for those). The objects join at once when
    // their icons are drawn by then (as a rule), so the map's first frame already asks for their
    // tiles, instead of the frame after it (some 100 ms of software WebGL later).
    map.once('style.load', () => {
      performance.mark('map: style loaded');
      showArea(map, start.area);
      if (drawnIcons) addObjects(drawnIcons);
      else void images.then(addObjects);
    });
    map.on('click', (event) => {
      const draw = drawRef.current?.draw;
      if (draw?.enabled && draw.getMode() !== STATIC_MODE) return;
      const [action] = map.getLayer(ACTION_LAYER) && !latest.current.choosingObjects ? map.queryRenderedFeatures(event.point, { layers: [ACTION_LAYER] }) : [];
      if (typeof action?.properties.id === 'number') {
        latest.current.onSelectAction(action.properties.id);
        return;
      }
      const [cluster] = map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYERS.circles] });
      if (cluster) {
        map.easeTo({ center: event.lngLat, zoom: map.getZoom() + 2 });
        return;
      }
      const [hit] = map.queryRenderedFeatures(event.point, { layers: CLICKABLE.filter((id) => map.getLayer(id)) });
      const id = hit?.properties.id;
      latest.current.onSelect(typeof id === 'number' ? id : null, hit ? hitOf(hit) : null, [event.lngLat.lng, event.lngLat.lat]);
    });
    const legend = () => setShownStatusKey(shownActionStatusIds(map).join(','));
    map.on('sourcedata', (event) => {
      if (event.sourceId === ACTION_SOURCE && map.isSourceLoaded(ACTION_SOURCE)) legend();
    });
    map.on('moveend', () => {
      refreshActions(map, window.location.origin, latest.current.showActions);
      legend();
    });
    for (const layer of [...CLICKABLE, CLUSTER_LAYERS.circles, ACTION_LAYER]) {
      map.on('mouseenter', layer, () => { map.getCanvas().style.cursor = 'pointer'; });
      map.on('mouseleave', layer, () => { map.getCanvas().style.cursor = ''; });
    }
    // The editor stops before its map goes; the drawing's effect below cleans up after this
    // (passive effects after layout effects), on a stopped editor, which the kit allows.
    return () => {
      const kit = drawRef.current;
      if (kit) kit.tools.stopDraw(kit.draw);
      drawRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, []);

  const { icons, view, version, focus, drawing, editing, showActions, areas, showAreas, actionStatuses, course } = props;
  const map = ready ? mapRef.current : null;

  useEffect(() => {
    if (map) showCourse(map, course);
  }, [map, course]);

  // The areas under the objects' layers, so an object inside an area stays the one a click
  // finds; their names under the cluster bubbles.
  useEffect(() => {
    if (map) showGeoAreas(map, areas, showAreas, { polygons: OBJECT_LAYERS.polygons, names: CLUSTER_LAYERS.circles });
  }, [map, areas, showAreas]);

  // The rings take their statuses' colours once these are in (or change).
  const colouredWith = useRef(props.actionStatuses);
  useEffect(() => {
    if (!map || actionStatuses === colouredWith.current) return;
    colouredWith.current = actionStatuses;
    colourActions(map, actionStatuses);
  }, [map, actionStatuses]);
  const legendStatuses = useMemo(() => (showActions ? statusesOf(actionStatuses, shownStatusKey.split(',').filter(Boolean).map(Number)) : []),
    [actionStatuses, shownStatusKey, showActions]);

  // The action layer follows its switch, and the objects' writes (an action may have moved with its object).
  useEffect(() => {
    if (map) refreshActions(map, window.location.origin, showActions);
  }, [map, showActions, version]);

  // The icons the map opened with are in; others (an icon changed meanwhile) replace them.
  const shownIcons = useRef(props.icons);
  useEffect(() => {
    if (!map || icons === shownIcons.current) return;
    shownIcons.current = icons;
    void addTypeIcons(map, icons);
    for (const [layer, property, value] of colourPaint(icons.map((i) => i.setting))) map.setPaintProperty(layer, property, value);
  }, [map, icons]);

  useEffect(() => {
    if (map) applyView(map, view);
  }, [map, view]);

  // The tiles are read again only for a newer version than the source has (setTiles reloads them all).
  const shownVersion = useRef(props.version);
  useEffect(() => {
    const source = map?.getSource(OBJECT_SOURCE);
    if (!source || version === shownVersion.current) return;
    shownVersion.current = version;
    if ('setTiles' in source && typeof source.setTiles === 'function') source.setTiles([`${tileUrl()}?v=${version}`]);
  }, [map, version]);

  useEffect(() => {
    if (!map || !focus) return;
    const bounds = geometryBounds(focus);
    map.fitBounds(bounds, { padding: 80, maxZoom: 17, duration: 0 });
  }, [map, focus]);

  useEffect(() => {
    if (!map || !drawKit) return undefined;
    const { draw, tools } = drawKit;
    const { drawnGeometry, editGeometry, resetDraw } = tools;
    if (drawing) {
      resetDraw(draw);
      draw.setMode(DRAW_MODE[drawing]);
      const onFinish = (id: string | number, context: { mode: string }) => {
        if (context.mode !== DRAW_MODE[drawing]) return;
        const geometry = drawnGeometry(draw, id);
        if (geometry) latest.current.onDrawn(geometry);
      };
      draw.on('finish', onFinish);
      return () => { draw.off('finish', onFinish); resetDraw(draw); };
    }
    if (editing) {
      const id = editGeometry(draw, editing);
      if (id === null) return undefined;
      const onChange = () => {
        const geometry = drawnGeometry(draw, id);
        if (geometry) latest.current.onEdited(geometry);
      };
      draw.on('finish', onChange);
      return () => { draw.off('finish', onChange); resetDraw(draw); };
    }
    return undefined;
    // The geometry being edited is put in once; its changes come back through onEdited.
  }, [map, drawKit, drawing, editing !== null]);

  return (
    <div style={{ position: 'relative' }}>
      <div ref={containerRef} className="objects-map" role="region" aria-label={t('map.map_label')} aria-busy={!ready}
        data-ready={ready} style={{ height: props.height, width: '100%' }} />
      <ActionLegend statuses={legendStatuses} />
    </div>
  );
}
