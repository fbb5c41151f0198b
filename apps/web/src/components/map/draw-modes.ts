/**
 * The drawing's names (terra-draw's modes) without terra-draw: a map that draws only on demand
 * (the network's map) loads draw.ts, and terra-draw with it, when it first draws.
 */
export const DRAW_COLOR = '#1668dc';
export const STATIC_MODE = 'static';
export const SELECT_MODE = 'select';
/** terra-draw's mode of each geo type of the configuration. */
export const DRAW_MODE = { point: 'point', linestring: 'linestring', polygon: 'polygon' } as const;
export type GeoType = keyof typeof DRAW_MODE;
