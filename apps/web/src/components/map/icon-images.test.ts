import { describe, expect, it } from 'vitest';
import { defaultIcon, type IconSetting } from '@console/contract/icons';
import { iconImageId, iconSvgMarkup, MAP_ICON_SIZE, svgDataUrl } from './icon-images';

const framed: IconSetting = {
  type: 'icon', map_object_type_id: 7, icon: '34_tree', frame: 'circle',
  color: '#43a047', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#fdd835',
};

describe('a type icon as a map image', () => {
  it('is named per type and state, as the points layer asks for it', () => {
    expect(iconImageId(7, false)).toBe('type-icon-7');
    expect(iconImageId(7, true)).toBe('type-icon-7-selected');
  });

  it("is the icon editor's own drawing, in the normal or the selected colours, at twice the map's size", () => {
    const normal = iconSvgMarkup({ setting: framed, text: 'KP' }, false);
    const selected = iconSvgMarkup({ setting: framed, text: 'KP' }, true);
    expect(normal).toMatch(/^<svg /);
    expect(normal).toContain(`height="${MAP_ICON_SIZE * 2}"`);
    expect(normal).toContain('data-frame="circle"');
    expect(normal).toContain('fill="#43a047"');
    expect(normal).not.toContain('#1e88e5');
    expect(selected).toContain('fill="#1e88e5"');
    expect(selected).toContain('fill="#fdd835"');
  });

  it("draws a label icon with the type's text", () => {
    expect(iconSvgMarkup({ setting: defaultIcon(3), text: 'KP' }, false)).toContain('>KP</text>');
  });

  it('is loaded from a data address the console allows', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>');
  });
});
