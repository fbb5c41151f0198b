import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { renderWithApp } from '../../test/render';
import { AttributeValuesCard, type Attributed } from './attribute-values-card';

const field = (id: number, name: string, required = false): MapObjectTypeAttribute => ({
  id, name, type: 'text', required, order: id, default_value: null, lookup_values: [],
});
const record: Attributed = { updated_at: '2026-11-28T10:00:00.000Z', attributes: [{ id: 1, value: 'Oud' }] };
const texts = { title: 'actions.attributes', empty: 'actions.no_attributes', save: 'actions.save', saved: 'actions.saved' };
const props = { record, loading: false, parse: () => null, saving: false, onTheirs: () => undefined, texts };

describe('AttributeValuesCard', () => {
  it('shows the stored values, marks a required field and saves the values on the version read', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithApp(<AttributeValuesCard {...props} fields={[field(1, 'Opmerking'), field(2, 'Kenmerk', true)]} save={save} />);
    const input = screen.getByLabelText('Opmerking');
    expect(input).toHaveProperty('value', 'Oud');
    expect(screen.getByText('Kenmerk').closest('label')?.className).toMatch(/required/);
    fireEvent.change(input, { target: { value: 'Nieuw' } });
    fireEvent.change(screen.getByLabelText('Kenmerk'), { target: { value: 'Ja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ attributes: [{ id: 1, value: 'Nieuw' }, { id: 2, value: 'Ja' }], updated_at: record.updated_at }));
  });

  it('read-only: the inputs are disabled and there is no button to save', () => {
    renderWithApp(<AttributeValuesCard {...props} fields={[field(1, 'Opmerking')]} save={() => Promise.resolve()} readOnly />);
    expect(screen.getByLabelText('Opmerking')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });

  it('says so when nothing is linked', () => {
    renderWithApp(<AttributeValuesCard {...props} fields={[]} save={() => Promise.resolve()} />);
    expect(screen.getByText('Dit actietype heeft geen attributen.')).toBeTruthy();
  });
});
