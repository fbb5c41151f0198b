import { describe, expect, it } from 'vitest';
import { defaultIcon, type IconSetting } from '@console/contract/icons';
import { ApiError, validationMessages } from '../../../lib/api-error';
import { formValuesOf, hexOf, iconPayload, onFormFields } from './icon-form';

const stored: IconSetting = {
  type: 'icon', map_object_type_id: 7, icon: '34_tree', frame: 'circle',
  color: '#43a047', text_color: '#ffffff', color_selected: '#1e88e5', text_color_selected: '#fdd835',
};

describe('the icon editor payload', () => {
  it('is the form values with the type id of the route', () => {
    expect(iconPayload(defaultIcon(7), formValuesOf(stored))).toEqual(stored);
  });

  it('turns a colour picker value into lower-case #rrggbb', () => {
    const picked = { toHexString: () => '#E53935' };
    expect(iconPayload(stored, { ...formValuesOf(stored), color: picked }).color).toBe('#e53935');
    expect(hexOf('#1E88E5ff', '#000000')).toBe('#1e88e5');
    expect(hexOf(undefined, '#000000')).toBe('#000000');
    expect(hexOf('red', '#000000')).toBe('#000000');
  });

  it('takes what is missing or invalid from the loaded setting (the form still mounting)', () => {
    expect(iconPayload(stored, {})).toEqual(stored);
    expect(iconPayload(stored, { type: 'hexagon', frame: 'star', icon: '' })).toEqual(stored);
  });

  it('keeps frame and icon when another type is chosen, so going back to icon restores them', () => {
    const payload = iconPayload(stored, { ...formValuesOf(stored), type: 'label' });
    expect(payload).toMatchObject({ type: 'label', frame: 'circle', icon: '34_tree' });
  });
});

describe('a server 400 on the icon', () => {
  it("puts 'value.color' on the form's color field", () => {
    const error = onFormFields(new ApiError(400, { messages: { 'value.color': ['Ongeldige kleur'], network_id: ['Ander netwerk'] } }));
    expect(error).toBeInstanceOf(ApiError);
    const body = error instanceof ApiError ? error.body : null;
    expect(validationMessages(body)).toEqual({ color: ['Ongeldige kleur'], network_id: ['Ander netwerk'] });
  });

  it('passes any other failure on untouched', () => {
    const failure = new ApiError(500, null);
    expect(onFormFields(failure)).toBe(failure);
  });
});
