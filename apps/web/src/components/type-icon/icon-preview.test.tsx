import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { defaultIcon, ICON_FRAMES, type IconSetting } from '@console/contract/icons';
import { IconPreview, labelText, previewWidth } from './icon-preview';
import { iconPath } from './icon-set';

const base: IconSetting = {
  type: 'icon', map_object_type_id: 7, icon: '34_tree', frame: 'square_rounded',
  color: '#43a047', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#fdd835',
};

function draw(setting: Partial<IconSetting>, props: { text?: string; selected?: boolean; count?: number; title?: string } = {}) {
  const { container } = render(<IconPreview setting={{ ...base, ...setting }} {...props} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  const part = (name: string) => svg.querySelector(`[data-part="${name}"]`);
  return { svg, part };
}

describe('the icon preview', () => {
  it('draws a filled circle in the colour for type circle, and a smaller one for small_circle', () => {
    const big = draw({ type: 'circle' });
    expect(big.part('circle')?.getAttribute('fill')).toBe('#43a047');
    expect(big.part('glyph')).toBeNull();
    const small = draw({ type: 'small_circle' });
    expect(small.part('circle')).toBeNull();
    expect(Number(small.part('small_circle')?.getAttribute('r'))).toBeLessThan(Number(big.part('circle')?.getAttribute('r')));
  });

  it('draws a label with the text in text_color on the colour, as wide as its text', () => {
    const { part, svg } = draw(defaultIcon(7), { text: 'KP' });
    const label = part('label');
    expect(label?.querySelector('rect')?.getAttribute('fill')).toBe('#000000');
    expect(label?.querySelector('text')?.getAttribute('fill')).toBe('#ffffff');
    expect(label?.textContent).toBe('KP');
    expect(svg.getAttribute('width')).toBe('40');
    expect(previewWidth({ type: 'label' }, 'Knooppuntpaal')).toBeGreaterThan(40);
    expect(labelText('Een heel erg lange typenaam')).toBe('Een heel erg la…');
  });

  it('draws the glyph in text_color inside each filled frame', () => {
    const shapes: Record<string, string> = { square_rounded: 'rect', square: 'rect', circle: 'circle', circle_outline: 'circle', triangle: 'polygon' };
    for (const frame of ICON_FRAMES.filter((f) => f !== 'none')) {
      const { part } = draw({ frame });
      const drawn = part('frame');
      expect(drawn?.tagName.toLowerCase(), frame).toBe(shapes[frame]);
      expect(drawn?.getAttribute('data-frame')).toBe(frame);
      expect(part('glyph')?.getAttribute('d')).toBe(iconPath('34_tree'));
    }
    expect(draw({ frame: 'square_rounded' }).part('frame')?.getAttribute('rx')).toBe('8');
    expect(draw({ frame: 'square' }).part('frame')?.getAttribute('rx')).toBeNull();
    const filled = draw({ frame: 'circle' });
    expect(filled.part('frame')?.getAttribute('fill')).toBe('#43a047');
    expect(filled.part('glyph')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('draws only the glyph, in the colour, without a frame; an outlined circle has the colour on its ring', () => {
    const bare = draw({ frame: 'none' });
    expect(bare.part('frame')).toBeNull();
    expect(bare.part('glyph')?.getAttribute('fill')).toBe('#43a047');
    const outline = draw({ frame: 'circle_outline' });
    expect(outline.part('frame')?.getAttribute('stroke')).toBe('#43a047');
    expect(outline.part('glyph')?.getAttribute('fill')).toBe('#43a047');
  });

  it('draws the frame alone for an icon name the set does not have', () => {
    const { part } = draw({ icon: '999_gone' });
    expect(part('frame')).not.toBeNull();
    expect(part('glyph')).toBeNull();
  });

  it('uses the selected colours when selected', () => {
    const { part } = draw({ frame: 'circle' }, { selected: true });
    expect(part('frame')?.getAttribute('fill')).toBe('#1e88e5');
    expect(part('glyph')?.getAttribute('fill')).toBe('#fdd835');
    expect(draw({ type: 'label' }, { text: 'KP', selected: true }).part('label')?.querySelector('text')?.getAttribute('fill')).toBe('#fdd835');
  });

  it('draws a count badge only when the count is above zero', () => {
    expect(draw({}).part('badge')).toBeNull();
    expect(draw({}, { count: 0 }).part('badge')).toBeNull();
    expect(draw({}, { count: 3 }).part('badge')?.textContent).toBe('3');
    expect(draw({}, { count: 250 }).part('badge')?.textContent).toBe('99+');
  });

  it('is 40 pixels by default and has an accessible name when given a title', () => {
    const plain = draw({});
    expect(plain.svg.getAttribute('height')).toBe('40');
    expect(plain.svg.getAttribute('aria-hidden')).toBe('true');
    const named = draw({}, { title: 'Normaal' });
    expect(named.svg.getAttribute('role')).toBe('img');
    expect(named.svg.getAttribute('aria-label')).toBe('Normaal');
  });
});
