/**
 * The types' icons as MapLibre images: the icon editor's own drawing (components/type-icon
 * IconPreview, so the map shows exactly what the editor designs), rendered once per type and
 * state (normal, selected) to SVG markup, loaded as an image and added with map.addImage under
 * iconImageId. Drawn at twice the size for sharp icons on high-density screens.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { IconSetting } from '@console/contract/icons';
import { IconPreview } from '../type-icon/icon-preview';

export const ICON_IMAGE_PREFIX = 'type-icon-';
export const SELECTED_SUFFIX = '-selected';
/** The icon's height on the map, in CSS pixels. */
export const MAP_ICON_SIZE = 32;
const PIXEL_RATIO = 2;

/** The image name of a type's icon, as the points' layer asks for it. */
export const iconImageId = (typeId: number, selected: boolean) => `${ICON_IMAGE_PREFIX}${typeId}${selected ? SELECTED_SUFFIX : ''}`;

export interface TypeIcon {
  setting: IconSetting;
  /** The text of a label icon: the type's prefix, else its name. */
  text: string;
}

/** The icon's drawing as SVG markup, exactly as IconPreview draws it, `size` pixels high. */
export function iconSvgMarkup({ setting, text }: TypeIcon, selected: boolean, size = MAP_ICON_SIZE * PIXEL_RATIO): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(createElement(IconPreview, { setting, text, selected, size })));
  const markup = host.innerHTML;
  root.unmount();
  return markup;
}

/** SVG markup as an image address (the console's CSP allows data: images). */
export const svgDataUrl = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

async function imageOf(markup: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = svgDataUrl(markup);
  await image.decode();
  return image;
}

/** A drawn icon under its image name. */
export interface IconImage { id: string; image: HTMLImageElement }

/** Each type's icon, normal and selected, drawn and decoded: the map need not be there yet. */
export async function typeIconImages(icons: readonly TypeIcon[]): Promise<IconImage[]> {
  // Out of the caller's render or effect: React refuses a synchronous render inside one.
  await Promise.resolve();
  return Promise.all(icons.flatMap((icon) => [false, true].map(async (selected) => ({
    id: iconImageId(icon.setting.map_object_type_id, selected),
    image: await imageOf(iconSvgMarkup(icon, selected)),
  }))));
}

/** Adds (or replaces) the images on the map. */
export function addImages(map: MapLibreMap, images: readonly IconImage[]): void {
  for (const { id, image } of images) {
    if (map.hasImage(id)) map.removeImage(id);
    map.addImage(id, image, { pixelRatio: PIXEL_RATIO });
  }
}

/** Adds (or replaces) each type's icon, normal and selected, on the map. */
export async function addTypeIcons(map: MapLibreMap, icons: readonly TypeIcon[]): Promise<void> {
  addImages(map, await typeIconImages(icons));
}
