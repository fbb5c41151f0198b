/** The type and status choices above the objects list, kept in the URL (object-filters-url.ts). */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Option { id: number; name: string }

interface ObjectFilterProps {
  label: string;
  all: string;
  options: readonly Option[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** One filter: every option, or all of them (null). */
export function ObjectFilter({ label, all, options, value, onChange }: ObjectFilterProps) {
  const { t } = useTranslation();
  return (
    <Select<number>
      aria-label={t(label)}
      value={value ?? 0}
      loading={!options}
      style={{ minWidth: 150 }}
      options={[{ value: 0, label: t(all) }, ...(options ?? []).map((o) => ({ value: o.id, label: o.name }))]}
      onChange={(id) => onChange(id === 0 ? null : id)}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
