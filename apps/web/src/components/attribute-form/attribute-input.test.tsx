import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { renderWithApp } from '../../test/render';
import { AttributeInput } from './attribute-input';

const field = (type: string, name: string): MapObjectTypeAttribute => ({
  id: 1, name, type, required: false, order: 0, default_value: null, lookup_values: [],
});

describe('AttributeInput', () => {
  it("names a range's slider handle after its attribute, as a screen reader reads the control", () => {
    renderWithApp(<AttributeInput field={field('range', 'Zichtbaarheid')} />);
    expect(screen.getByRole('slider', { name: 'Zichtbaarheid' })).toBeTruthy();
  });
});
