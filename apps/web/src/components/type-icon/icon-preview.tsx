/**
 * How a map object type looks on the map, drawn as an inline SVG from its icon setting: a
 * circle, a small circle, a label with the type's text, or a glyph of the built-in set in a
 * frame. Pure: the same setting always draws the same picture, so the editor, the show card
 * and the tests all see one drawing. Geometry is in a 40-unit box scaled to `size`.
 */
import type { ReactNode } from 'react';
import { ICON_PREVIEW_SIZE, type IconSetting } from '@console/contract/icons';
import { iconPath } from './icon-set';

const BOX = 40;
const LABEL_FONT = 13;
const LABEL_MAX_CHARS = 16;
const BADGE_R = 8;
const BADGE_COLOR = '#f5222d';

export interface IconPreviewProps {
  setting: IconSetting;
  /** The text of a label: the type's prefix, else its name. */
  text?: string;
  /** Draw with the selected colours. */
  selected?: boolean;
  /** Objects behind the icon; a badge shows it when above zero. */
  count?: number;
  /** Height in pixels (a label grows wider with its text). */
  size?: number;
  /** Accessible name; without it the picture is decoration. */
  title?: string;
}

/** The label text as drawn: long names are cut so a label stays a marker, not a sentence. */
export function labelText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > LABEL_MAX_CHARS ? `${trimmed.slice(0, LABEL_MAX_CHARS - 1)}…` : trimmed;
}

/** The drawing's width in box units: the box, or wider for a label's text. */
export function previewWidth(setting: Pick<IconSetting, 'type'>, text = ''): number {
  if (setting.type !== 'label') return BOX;
  return Math.max(BOX, Math.ceil(labelText(text).length * LABEL_FONT * 0.62 + 14));
}

/** The badge's text: the count, or 99+ so it still fits the badge. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** A glyph of the set, `px` units wide, its top left at (x, y). */
function glyph(name: string, x: number, y: number, px: number, fill: string): ReactNode {
  const d = iconPath(name);
  if (d === undefined) return null;
  return <path data-part="glyph" d={d} fill={fill} transform={`translate(${x} ${y}) scale(${px / 24})`} />;
}

/** The frame of an icon with its glyph; the frame is filled with `fill`, the glyph drawn in `ink`. */
function framedIcon(setting: IconSetting, fill: string, ink: string): ReactNode {
  const frame = { 'data-part': 'frame', 'data-frame': setting.frame };
  switch (setting.frame) {
    case 'square_rounded':
      return <><rect {...frame} x={3} y={3} width={34} height={34} rx={8} fill={fill} />{glyph(setting.icon, 9, 9, 22, ink)}</>;
    case 'square':
      return <><rect {...frame} x={3} y={3} width={34} height={34} fill={fill} />{glyph(setting.icon, 9, 9, 22, ink)}</>;
    case 'circle':
      return <><circle {...frame} cx={20} cy={20} r={17} fill={fill} />{glyph(setting.icon, 9, 9, 22, ink)}</>;
    case 'circle_outline':
      // Only the ring carries the colour; the glyph takes it too, on the text colour inside.
      return <><circle {...frame} cx={20} cy={20} r={16} fill={ink} stroke={fill} strokeWidth={3} />{glyph(setting.icon, 9, 9, 22, fill)}</>;
    case 'triangle':
      return <><polygon {...frame} points="20,2 38,36 2,36" fill={fill} strokeLinejoin="round" />{glyph(setting.icon, 12, 17, 16, ink)}</>;
    case 'none':
      // Nothing to fill: the glyph itself takes the colour, else white text would vanish.
      return glyph(setting.icon, 3, 3, 34, fill);
  }
}

/** The shape of the setting's type, in its (selected) colours. */
function shape(setting: IconSetting, width: number, text: string, fill: string, ink: string): ReactNode {
  switch (setting.type) {
    case 'circle':
      return <circle data-part="circle" cx={20} cy={20} r={16} fill={fill} stroke={ink} strokeWidth={2} />;
    case 'small_circle':
      return <circle data-part="small_circle" cx={20} cy={20} r={9} fill={fill} stroke={ink} strokeWidth={2} />;
    case 'label':
      return (
        <g data-part="label">
          <rect x={1} y={8} width={width - 2} height={24} rx={4} fill={fill} />
          <text x={width / 2} y={20.5} textAnchor="middle" dominantBaseline="central" fontSize={LABEL_FONT} fontWeight={600}
            fontFamily="system-ui, sans-serif" fill={ink}>{labelText(text)}</text>
        </g>
      );
    case 'icon':
      return framedIcon(setting, fill, ink);
  }
}

/** A map object type's icon as it shows on the map, normal or selected, with an optional count badge. */
export function IconPreview({ setting, text = '', selected = false, count = 0, size = ICON_PREVIEW_SIZE, title }: IconPreviewProps) {
  const fill = selected ? setting.color_selected : setting.color;
  const ink = selected ? setting.text_color_selected : setting.text_color;
  const width = previewWidth(setting, text);
  const scale = size / BOX;
  return (
    <svg width={width * scale} height={size} viewBox={`0 0 ${width} ${BOX}`} xmlns="http://www.w3.org/2000/svg"
      role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}
      data-type={setting.type} data-selected={selected} style={{ display: 'inline-block', verticalAlign: 'middle' }}>
      {shape(setting, width, text, fill, ink)}
      {count > 0 ? (
        <g data-part="badge">
          <circle cx={width - BADGE_R} cy={BADGE_R} r={BADGE_R} fill={BADGE_COLOR} stroke="#ffffff" strokeWidth={1.5} />
          <text x={width - BADGE_R} y={BADGE_R + 0.5} textAnchor="middle" dominantBaseline="central" fontSize={count > 99 ? 7 : 10}
            fontWeight={600} fontFamily="system-ui, sans-serif" fill="#ffffff">{badgeText(count)}</text>
        </g>
      ) : null}
    </svg>
  );
}

/** A glyph of the set on its own (the icon select's options), in the current text colour. */
export function GlyphImage({ name, size = 20 }: { name: string; size?: number }) {
  const d = iconPath(name);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden style={{ display: 'inline-block', verticalAlign: 'middle', flex: 'none' }}>
      {d === undefined ? null : <path d={d} fill="currentColor" />}
    </svg>
  );
}
