/**
 * The input of one attribute in the preview form, as the field app shows each of the twelve
 * types: text, a text area, a select (lookup) or multi-select (multi_lookup) of the values in
 * their order, a date picker, a switch, a slider (range), whole and decimal numbers, a file
 * chooser, and a text per language (multilang, multilangtextarea). antd's Form.Item hands in
 * value and onChange. The type's form preview and the map's object form both draw with it.
 */
import { useState } from 'react';
import { Button, Input, Select, Slider, Space, Switch, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';

interface InputProps<V> { id?: string; value?: V; onChange?: (value: V) => void; 'aria-required'?: boolean }
type Texts = { nl?: string; en?: string };
const LANGUAGES = ['nl', 'en'] as const;

/** One text per language, side by side with the language before it. */
function MultiLangInput({ id, value, onChange, area }: InputProps<Texts> & { area: boolean }) {
  const { t } = useTranslation();
  const set = (lang: (typeof LANGUAGES)[number], text: string) => onChange?.({ ...value, [lang]: text });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {LANGUAGES.map((lang) => {
        const common = { id: lang === 'nl' ? id : undefined, value: value?.[lang] ?? '', 'aria-label': t(`map_object_types.preview.language.${lang}`) };
        return (
          <Space.Compact key={lang} style={{ width: '100%' }}>
            <Button tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }}>{lang.toUpperCase()}</Button>
            {area
              ? <Input.TextArea {...common} rows={2} onChange={(e) => set(lang, e.target.value)} />
              : <Input {...common} onChange={(e) => set(lang, e.target.value)} />}
          </Space.Compact>
        );
      })}
    </Space>
  );
}

/**
 * A file chooser. Without `upload` it keeps only the name (the form preview uploads nothing);
 * with it the file is uploaded and the value is the stored file's id.
 */
function FileInput({ id, value, onChange, upload }: InputProps<unknown> & { upload?: Uploader }) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choose = (file: File) => {
    if (!upload) {
      onChange?.(file.name);
      return false;
    }
    setBusy(true);
    void upload(file).then((stored) => { setName(file.name); onChange?.(stored); }).catch(() => undefined).finally(() => setBusy(false));
    return false;
  };
  const shown = name ?? (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? t('map_object_types.preview.file_id', { id: value }) : null);
  return (
    <Space wrap>
      <Upload maxCount={1} showUploadList={false} beforeUpload={choose}>
        <Button id={id} icon={<UploadOutlined aria-hidden />} loading={busy}>{t('map_object_types.preview.choose_file')}</Button>
      </Upload>
      {shown ? <Typography.Text>{shown}</Typography.Text> : null}
    </Space>
  );
}

/** Uploads a chosen file; answers the stored file's id. */
export type Uploader = (file: File) => Promise<number>;

export function AttributeInput({ field, upload, ...props }: { field: MapObjectTypeAttribute; upload?: Uploader } & InputProps<unknown>) {
  const { t } = useTranslation();
  const { id, value, onChange } = props;
  const options = field.lookup_values.map((v) => ({ value: v.id, label: v.name }));
  const text = typeof value === 'string' ? value : '';
  const number = typeof value === 'number' ? value : null;
  switch (field.type) {
    case 'lookup':
      return <Select id={id} value={value} onChange={onChange} options={options} allowClear placeholder={t('map_object_types.preview.choose')} />;
    case 'multi_lookup':
      return <Select id={id} mode="multiple" value={value} onChange={onChange} options={options} allowClear placeholder={t('map_object_types.preview.choose')} />;
    case 'date':
      return <Input id={id} type="date" value={text} onChange={(e) => onChange?.(e.target.value)} style={{ maxWidth: 220 }} />;
    case 'boolean':
      // Untouched it holds nothing (no value is saved), not false: 'Nee' only when switched off.
      return <Switch id={id} checked={value === true} onChange={(checked) => onChange?.(checked)} />;
    case 'range':
      // The handle is the control (role slider): the form item's label names only the wrapper.
      return <Slider id={id} ariaLabelForHandle={field.name} min={0} max={100} value={number ?? 0} onChange={(v) => onChange?.(v)} />;
    case 'integer':
    case 'double':
      // Text as typed, never rounded or cut (an InputNumber rounds '3.7' to 4 and keeps 12 of
      // '12abc'): the form's rule refuses what is no number of the type (attribute-rules.ts).
      return <Input id={id} inputMode={field.type === 'integer' ? 'numeric' : 'decimal'} value={number !== null ? String(number) : text}
        onChange={(e) => onChange?.(e.target.value)} style={{ width: 200 }} />;
    case 'file':
      return <FileInput id={id} value={value} onChange={onChange} upload={upload} />;
    case 'multilang':
    case 'multilangtextarea':
      return <MultiLangInput id={id} value={typeof value === 'object' && value !== null ? value : undefined} onChange={onChange} area={field.type === 'multilangtextarea'} />;
    case 'textarea':
      return <Input.TextArea id={id} rows={3} value={text} onChange={(e) => onChange?.(e.target.value)} />;
    default:
      return <Input id={id} value={text} onChange={(e) => onChange?.(e.target.value)} />;
  }
}

/** Whether a value counts as filled in, as the real form checks required fields. */
export function isFilled(field: MapObjectTypeAttribute, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (field.type === 'multilang' || field.type === 'multilangtextarea') {
    return typeof value === 'object' && Object.values(value).some((v) => typeof v === 'string' && v.trim() !== '');
  }
  return typeof value !== 'string' || value.trim() !== '';
}
