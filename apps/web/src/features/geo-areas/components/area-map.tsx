/**
 * An area's polygon on a small map, fitted round it (its box), drawn as Kaart's area layer draws
 * every area (components/map/geo-area-layer.ts): outline, faint fill and its name.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoArea } from '@console/contract/geo-areas';
import { createBaseMap, type Bounds } from '../../../components/map/base-map';
import { areaFeature } from '../../../components/map/geo-area-features';
import { showGeoAreas } from '../../../components/map/geo-area-layer';

const boundsOf = ([west, south, east, north]: readonly number[]): Bounds | null =>
  (west === undefined || south === undefined || east === undefined || north === undefined ? null : [[west, south], [east, north]]);

export function AreaMap({ area, height }: { area: GeoArea; height: number }) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = createBaseMap(container, { bounds: boundsOf(area.bbox) });
    map.once('style.load', () => {
      const feature = areaFeature(area);
      showGeoAreas(map, feature ? { type: 'FeatureCollection', features: [feature] } : null, true);
      setReady(true);
    });
    return () => map.remove();
    // Drawn again for another version of the area (a new name or polygon).
  }, [area.id, area.updated_at]);

  return (
    <div ref={containerRef} className="geo-area-map" role="region" aria-label={t('geo_areas.map_label', { name: area.name })} aria-busy={!ready}
      data-ready={ready} style={{ height, width: '100%' }} />
  );
}
