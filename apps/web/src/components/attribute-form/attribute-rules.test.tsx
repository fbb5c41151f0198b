import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { renderWithApp } from '../../test/render';
import { AttributeInput } from './attribute-input';
import { attributeRules, typedNumber, valueProblem } from './attribute-rules';
import { attributeValuesOf } from './form-values';
import { fieldName, initialValue } from './form-model';

const field = (id: number, type: string, extra: Partial<MapObjectTypeAttribute> = {}): MapObjectTypeAttribute => ({
  id, name: `Veld ${id}`, type, required: false, order: id, default_value: null, lookup_values: [], ...extra,
});

describe('a number field holds what was typed, never rounded or cut', () => {
  it('reads whole numbers and decimals as typed, and nothing else', () => {
    expect(typedNumber('integer', '12')).toBe(12);
    expect(typedNumber('integer', ' -3 ')).toBe(-3);
    expect(typedNumber('integer', '')).toBeUndefined();
    for (const text of ['3.7', '12abc', '1e3', '3,0', 'abc', '-']) expect(typedNumber('integer', text), text).toBeNaN();
    expect(typedNumber('integer', 3.7)).toBeNaN();
    expect(typedNumber('double', '3,5')).toBe(3.5);
    expect(typedNumber('double', '12abc')).toBeNaN();
  });

  it('names what is wrong for the field, and sends a number only for a number', () => {
    expect(valueProblem(field(1, 'integer'), '3.7')).toBe('validation.integer');
    expect(valueProblem(field(1, 'integer'), '12abc')).toBe('validation.integer');
    expect(valueProblem(field(1, 'integer'), '12')).toBeNull();
    expect(valueProblem(field(1, 'double'), 'abc')).toBe('validation.number');
    expect(valueProblem(field(1, 'string'), 'abc')).toBeNull();
    expect(attributeValuesOf([field(1, 'integer'), field(2, 'double'), field(3, 'integer')], { attribute_1: '12', attribute_2: '3,5', attribute_3: '' }))
      .toEqual([{ id: 1, value: 12 }, { id: 2, value: 3.5 }, { id: 3, value: null }]);
  });

  it('shows the error on the field when 3.7 is typed into a whole-number field, and keeps the text', async () => {
    const integer = field(7, 'integer');
    let saved: unknown = null;
    function Harness() {
      const { t } = useTranslation();
      return (
        <Form onFinish={(values) => { saved = values; }}>
          <Form.Item name={fieldName(integer)} label={integer.name} rules={attributeRules(integer, t)}><AttributeInput field={integer} /></Form.Item>
          <Button htmlType="submit">Opslaan</Button>
        </Form>
      );
    }
    renderWithApp(<Harness />);
    const input = screen.getByLabelText('Veld 7');
    fireEvent.change(input, { target: { value: '3.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een geheel getal in, zonder komma of letters')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('3.7');
    expect(saved).toBeNull();
    fireEvent.change(input, { target: { value: '12abc' } });
    expect(await screen.findByText('Vul een geheel getal in, zonder komma of letters')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('12abc');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saved).toEqual({ attribute_7: '12' }));
  });
});

describe('a yes/no field', () => {
  it('untouched sends no value, not false; switched on and off sends false', () => {
    const flag = field(4, 'boolean');
    expect(attributeValuesOf([flag], { [fieldName(flag)]: initialValue(flag) })).toEqual([{ id: 4, value: null }]);
    expect(attributeValuesOf([flag], { [fieldName(flag)]: false })).toEqual([{ id: 4, value: false }]);
    expect(initialValue(field(4, 'boolean', { default_value: false }))).toBe(false);
  });
});
