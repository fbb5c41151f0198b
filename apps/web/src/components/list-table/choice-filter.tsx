/**
 * A choice above a list that narrows it to one of a resource's rows (a type, a status, a team),
 * or all of them (null); the list keeps it in the URL. Searchable by name.
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Option { id: number; name: string }

export interface ChoiceFilterProps {
  /** i18n keys: the select's accessible name, and the "all" option */
  label: string;
  all: string;
  options: readonly Option[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
}

export function ChoiceFilter({ label, all, options, value, onChange }: ChoiceFilterProps) {
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
