/**
 * An object of the network chosen by its code: a select that searches the objects list by code
 * on the server as it is typed (a network may hold 100,000), showing each with its type.
 */
import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mapObjectSchema } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

const SHOWN = 20;

export interface ObjectChoiceProps {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
}

export function ObjectChoice({ id, value, onChange }: ObjectChoiceProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const found = useQuery({
    queryKey: [...queryKeys.objects, 'by_code', term],
    queryFn: ({ signal }) => http.list(apiPaths.objects, mapObjectSchema, { query: { 'filter[code]': term, sort: 'code', perPage: SHOWN }, signal }),
    enabled: term.trim() !== '',
  });
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      placeholder={t('actions.create_object_search')}
      loading={found.isFetching}
      notFoundContent={null}
      allowClear
      options={(found.data ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.map_object_type_name}` }))}
    />
  );
}
