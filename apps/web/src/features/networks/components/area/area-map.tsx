/**
 * The area editor's map: the console's base map (components/map), and its terra-draw to draw
 * the area as a polygon. It shows the stored area (and fits the map to it), lets the user draw a new one
 * that replaces it, or remove it; every change is reported through onChange (null: no area).
 * Map and terra-draw are torn down on unmount.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Space, Typography } from 'antd';
import { DeleteOutlined, FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TerraDraw } from 'terra-draw';
import type { AreaFeature } from '@console/contract/networks';
import { createBaseMap } from '../../../../components/map/base-map';
import { createDraw, STATIC_MODE, stopDraw } from '../../../../components/map/draw';
import { MAP_HEIGHT } from '../../../../components/map/map-style';
import { areaBounds, areaFromSnapshot, areaProperties, POLYGON_MODE, replacedIds, toDrawFeature } from './area-geometry';

export interface AreaMapProps {
  /** The stored area, shown when the map opens. */
  initial: AreaFeature | null;
  onChange: (area: AreaFeature | null) => void;
}

/** A map with the area, a draw button and a remove button. */
export function AreaMap({ initial, onChange }: AreaMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  // The map is built once; it reads the latest callback and the area it opened with from refs.
  const onChangeRef = useRef(onChange);
  const initialRef = useRef(initial);
  const [ready, setReady] = useState(false);
  const [drawing, setDrawing] = useState(false);
  const [hasArea, setHasArea] = useState(initial !== null);
  const [notShown, setNotShown] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const start = initialRef.current;
    const properties = areaProperties(start);
    const map = createBaseMap(container, { bounds: start ? areaBounds(start) : null });
    let draw: TerraDraw | null = null;
    // The style, not the base map's tiles ('load' waits for those): the editor is ready at once.
    map.once('style.load', () => {
      draw = createDraw(map, ['polygon']);
      const current = draw;
      if (start) {
        const [result] = current.addFeatures([toDrawFeature(start, current.getFeatureId())]);
        // terra-draw cannot show every stored polygon (e.g. one with holes): say so, keep it saved.
        setNotShown(result !== undefined && !result.valid);
      }
      current.on('finish', (id, context) => {
        if (context.mode !== POLYGON_MODE) return;
        const snapshot = current.getSnapshot();
        current.removeFeatures(replacedIds(snapshot, id));
        current.setMode(STATIC_MODE);
        setDrawing(false);
        setHasArea(true);
        setNotShown(false);
        onChangeRef.current(areaFromSnapshot(snapshot, properties, id));
      });
      drawRef.current = current;
      setReady(true);
    });
    return () => {
      drawRef.current = null;
      if (draw) stopDraw(draw);
      map.remove();
    };
  }, []);

  const toggleDrawing = () => {
    const draw = drawRef.current;
    if (!draw) return;
    draw.setMode(drawing ? STATIC_MODE : POLYGON_MODE);
    setDrawing(!drawing);
  };

  const remove = () => {
    const draw = drawRef.current;
    if (!draw) return;
    // Leave the polygon mode first, so a half-drawn polygon is cleaned up with the rest.
    draw.setMode(STATIC_MODE);
    draw.clear();
    setDrawing(false);
    setHasArea(false);
    setNotShown(false);
    onChangeRef.current(null);
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space wrap>
          <Button icon={<FormOutlined aria-hidden />} type={drawing ? 'primary' : 'default'} aria-pressed={drawing} disabled={!ready} onClick={toggleDrawing}>
            {t('networks.area_draw')}
          </Button>
          <Button icon={<DeleteOutlined aria-hidden />} danger disabled={!ready || (!hasArea && !drawing)} onClick={remove}>
            {t('networks.area_remove')}
          </Button>
        </Space>
        <Typography.Text type="secondary" role="status">
          {drawing ? t('networks.area_drawing_hint') : hasArea ? t('networks.area_replace_hint') : t('networks.area_empty_hint')}
        </Typography.Text>
      </Flex>
      {notShown ? <Alert type="info" showIcon title={t('networks.area_not_shown')} /> : null}
      <div
        ref={containerRef}
        className="network-area-map"
        role="region"
        aria-label={t('networks.area_map')}
        style={{ height: MAP_HEIGHT, width: '100%', borderRadius: 8, overflow: 'hidden', border: '1px solid #d9d9d9' }}
      />
    </Flex>
  );
}
