/**
 * The form of a declared resource: one input per field (text, multi-line text, number,
 * switch, a select of fixed values or of another resource's rows with a 'none' option, a
 * colour). Fixed fields show disabled on edit. A server 400 lands on the field it names.
 */
import { ColorPicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NAME_MAX, TEXT_MAX } from '@console/contract/limits';
import { WEIGHT_MAX, WEIGHT_MIN } from '@console/contract/config-fields';
import { FormActions } from '../form/form-actions';
import { useFormSubmit } from '../form/use-form-submit';
import { fieldOptionLabel } from './field-values';
import type { FieldDef, ResourceDef, ResourceRow, ResourceSource } from './resource';
import { useResourceList } from './resource-api';

type Values = Record<string, unknown>;

interface RefSelectProps {
  resource: ResourceSource;
  disabled?: boolean;
  /** Given by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** A select of another resource's rows, by name, with 'none' (null) first. */
function RefSelect({ resource, disabled, id, value, onChange }: RefSelectProps) {
  const { t } = useTranslation();
  const rows = useResourceList(resource);
  const options = [
    { value: null, label: t('common.none') },
    ...[...(rows.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }))
      .map((row) => ({ value: row.id, label: row.name })),
  ];
  return (
    <Select id={id} value={value ?? null} onChange={onChange} options={options} disabled={disabled} loading={rows.isLoading}
      showSearch={{ optionFilterProp: 'label' }} />
  );
}

function input<T>(field: FieldDef<T>, disabled: boolean, t: TFunction) {
  switch (field.kind) {
    case 'textarea': return <Input.TextArea rows={4} maxLength={TEXT_MAX} disabled={disabled} />;
    case 'number': return <InputNumber precision={0} min={WEIGHT_MIN} max={WEIGHT_MAX} disabled={disabled} style={{ width: 200 }} />;
    case 'switch': return <Switch disabled={disabled} />;
    case 'enum':
      return <Select disabled={disabled} options={(field.options ?? []).map((v) => ({ value: v, label: fieldOptionLabel(field, v, t) }))} />;
    case 'color': return <ColorPicker format="hex" allowClear disabledAlpha showText disabled={disabled} />;
    case 'ref': return null;
    default: return <Input maxLength={NAME_MAX} autoComplete="off" disabled={disabled} />;
  }
}

/** The payload of the form's values: strings trimmed, empty optional text null, a colour as hex or '-'. */
export function payloadOf<T>(fields: readonly FieldDef<T>[], values: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const v = values[field.name];
    if (field.kind === 'color') {
      out[field.name] = colorText(v);
    } else if (typeof v === 'string') {
      const trimmed = v.trim();
      out[field.name] = trimmed === '' && !field.required ? null : trimmed;
    } else {
      out[field.name] = v ?? (field.kind === 'switch' ? false : null);
    }
  }
  return out;
}

/** A ColorPicker value (an object with toHexString, a string, or nothing) as '#rrggbb' or '-'. */
function colorText(v: unknown): string {
  if (typeof v === 'string') return v === '' ? '-' : v;
  if (v && typeof v === 'object' && 'toHexString' in v && typeof v.toHexString === 'function') {
    const hex: unknown = v.toHexString();
    if (typeof hex === 'string') return hex.slice(0, 7);
  }
  return '-';
}

export interface ResourceFormProps<T extends ResourceRow> {
  def: ResourceDef<T>;
  /** The row being edited; absent on create. */
  row?: T;
  onSubmit: (payload: Values) => Promise<unknown>;
  cancelTo: string;
  submitLabel?: string;
}

export function ResourceForm<T extends ResourceRow>({ def, row, onSubmit, cancelTo, submitLabel }: ResourceFormProps<T>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = row !== undefined;
  const fields = def.fields.filter((f) => (f.form ?? 'both') === 'both' || f.form === (editing ? 'edit' : 'create'));
  const initial: Values = {};
  for (const f of fields) {
    const value: unknown = row ? row[f.name] : f.initial;
    initial[f.name] = f.kind === 'color' && value === '-' ? undefined : value ?? (f.kind === 'switch' ? false : undefined);
  }
  // Fixed fields are shown on edit but never sent.
  const sent = fields.filter((f) => !(editing && f.fixedOnEdit));
  const { onFinish, submitting } = useFormSubmit(form, (values: Values) => onSubmit(payloadOf(sent, values)));
  return (
    <Form form={form} name={`${def.key}-${editing ? 'edit' : 'create'}`} layout="vertical" initialValues={initial} onFinish={onFinish} style={{ maxWidth: 640 }}>
      {fields.map((f, i) => {
        const disabled = editing && Boolean(f.fixedOnEdit);
        const rules = f.required ? [{ required: true, whitespace: f.kind === 'text', message: t('validation.required') }] : [];
        return (
          <Form.Item key={f.name} name={String(f.name)} label={t(f.label)} rules={rules} valuePropName={f.kind === 'switch' ? 'checked' : 'value'}>
            {f.ref
              ? <RefSelect resource={typeof f.ref.resource === 'function' ? f.ref.resource(row) : f.ref.resource} disabled={disabled} />
              : i === 0 && f.kind === 'text' ? <Input maxLength={NAME_MAX} autoComplete="off" autoFocus disabled={disabled} /> : input(f, disabled, t)}
          </Form.Item>
        );
      })}
      <FormActions submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
