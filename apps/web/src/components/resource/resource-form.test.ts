import { describe, expect, it } from 'vitest';
import { payloadOf } from './resource-form';
import type { FieldDef } from './resource';

interface Row { id: number; name: string; description: string | null; weight: number; on_network: boolean; category_id: number | null; color: string }

const fields: FieldDef<Row>[] = [
  { name: 'name', kind: 'text', label: 'x.name', required: true },
  { name: 'description', kind: 'textarea', label: 'x.description' },
  { name: 'weight', kind: 'number', label: 'x.weight' },
  { name: 'on_network', kind: 'switch', label: 'x.on_network' },
  { name: 'category_id', kind: 'ref', label: 'x.category' },
  { name: 'color', kind: 'color', label: 'x.color' },
];

describe('payloadOf', () => {
  it('trims text and sends an empty optional text as null', () => {
    expect(payloadOf(fields, { name: '  Paal ', description: '   ' })).toEqual({ name: 'Paal', description: null });
  });

  it('keeps an empty required text empty, so the server names the field', () => {
    expect(payloadOf(fields, { name: '  ' })).toEqual({ name: '' });
  });

  it("sends an untouched switch as false and a cleared select as null ('Geen')", () => {
    expect(payloadOf(fields, { on_network: undefined, category_id: undefined, weight: 3 })).toEqual({ on_network: false, category_id: null, weight: 3 });
  });

  it("sends a colour as #rrggbb, and none as '-'", () => {
    expect(payloadOf(fields, { color: { toHexString: () => '#1677ffcc' } })).toEqual({ color: '#1677ff' });
    expect(payloadOf(fields, { color: undefined })).toEqual({ color: '-' });
    expect(payloadOf(fields, { color: '' })).toEqual({ color: '-' });
  });

  it('leaves out fields the form does not hold', () => {
    expect(payloadOf(fields, { name: 'a' })).toEqual({ name: 'a' });
  });
});
