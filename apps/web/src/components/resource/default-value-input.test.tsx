import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { DefaultInput } from './default-value-input';

describe("a type's default of a number attribute", () => {
  it('is a number only when typed as one of its type, else the text as typed (never 1e3 as 1000, nor 3.7 as a whole number)', () => {
    const sent: unknown[] = [];
    renderWithApp(<DefaultInput row={{ id: 1, name: 'Aantal', type: 'integer', required: false, order: 0 }} value={null} onChange={(v) => sent.push(v)} />);
    const input = screen.getByRole('textbox');
    for (const text of ['12', '1e3', '3.7', 'abc']) fireEvent.change(input, { target: { value: text } });
    expect(sent).toEqual([12, '1e3', '3.7', 'abc']);
  });
});
