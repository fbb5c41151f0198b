/**
 * A selection's map: the network's objects as Kaart draws them (their tiles, each type's icon),
 * and over them the selection (components/map/course-layer.ts): a route's course along the
 * segments, a dashed line across each gap, and its stops numbered 1..n in order; a set's
 * members without numbers. Drawn again as the members or the course change, fitted round the
 * members when one comes or goes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { createBaseMap, type maplibregl } from '../../../components/map/base-map';
import { courseFeatures, showCourse, type CourseMember } from '../../../components/map/course-layer';
import { addImages, typeIconImages, type TypeIcon } from '../../../components/map/icon-images';
import { OBJECT_SOURCE, objectLayers, objectSource } from '../../../components/map/object-layers';
import { membersBounds, type MemberRow } from '../model/members';

export interface SelectionMapProps {
  name: string;
  rows: readonly MemberRow[];
  ordered: boolean;
  course: Course | null;
  icons: readonly TypeIcon[];
  height: number;
}

const NO_VIEW = { hiddenTypeIds: [], statusId: null, selectedId: null };

export function SelectionMap({ name, rows, ordered, course, icons, height }: SelectionMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [ready, setReady] = useState(false);
  const fittedCount = useRef(0);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = createBaseMap(container);
    mapRef.current = map;
    map.once('style.load', () => {
      map.addSource(OBJECT_SOURCE, objectSource(`${window.location.origin}${apiPaths.objectTile}`));
      for (const layer of objectLayers(icons.map((i) => i.setting), NO_VIEW)) map.addLayer(layer);
      void typeIconImages(icons).then((images) => {
        if (mapRef.current === map) addImages(map, images);
      }).catch(() => undefined);
      setReady(true);
    });
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The icons the page had when the map opened; the map is built once.
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const members: CourseMember[] = rows.map((row, index) => ({ id: row.objectId, order: ordered ? index + 1 : null, geometry: row.shape }));
    showCourse(map, courseFeatures(course, members));
    // Fitted again when a member comes or goes (not on a new order): the route as it grows stays in view.
    const bounds = membersBounds(rows);
    if (bounds && fittedCount.current !== rows.length) {
      fittedCount.current = rows.length;
      map.fitBounds(bounds, { padding: 60, maxZoom: 14, duration: 0 });
    }
  }, [ready, rows, ordered, course]);

  return (
    <div ref={containerRef} className="selection-map" role="region" aria-label={t('selections.map_label', { name })} aria-busy={!ready}
      data-ready={ready} style={{ height, width: '100%' }} />
  );
}
