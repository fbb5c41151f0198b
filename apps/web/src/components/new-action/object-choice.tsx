/**
 * An object of the network chosen by its code: a select that searches the objects list by code
 * on the server as it is typed (a network may hold 100,000), showing each with its type. A form
 * takes its id (value, onChange); the map's route builder takes the object itself (onObject).
 */
import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

const SHOWN = 20;

export interface ObjectChoiceProps {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The object chosen, as the search found it. */
  onObject?: (object: MapObject) => void;
  placeholder?: string;
  'aria-label'?: string;
}

export function ObjectChoice({ id, value, onChange, onObject, placeholder, 'aria-label': label }: ObjectChoiceProps) {
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
      onChange={(chosen: number | undefined) => {
        onChange?.(chosen);
        const object = found.data?.find((o) => o.id === chosen);
        if (object) onObject?.(object);
      }}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      placeholder={placeholder ?? t('actions.create_object_search')}
      aria-label={label}
      loading={found.isFetching}
      notFoundContent={null}
      allowClear
      options={(found.data ?? []).map((o) => ({ value: o.id, label: `${o.code} · ${o.map_object_type_name}` }))}
    />
  );
}
