/**
 * The choices above the action overview: status, type, priority, team and area (each one of the
 * network's, or all; the area's only when the network has areas), and 'Open voor mij' (the actions whose status is open for the caller's
 * role). Kept in the URL by the page (model/filters-url.ts).
 */
import { useState } from 'react';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/list-table/choice-filter';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { useTeams } from '../../../lib/use-teams';
import { useAreaChoices } from '../api/get-area-choices';
import type { ActionFilters, FilterName } from '../model/filters-url';

export interface ActionFiltersBarProps {
  filters: ActionFilters;
  onChange: (name: FilterName | 'open', value: number | boolean | null) => void;
}

export function ActionFiltersBar({ filters, onChange }: ActionFiltersBarProps) {
  const { t } = useTranslation();
  const statuses = useResourceList(sources.actionStatuses);
  const types = useResourceList(sources.actionTypes);
  const priorities = useResourceList(sources.actionPriorities);
  const teams = useTeams();
  const areas = useAreaChoices();
  // The URL lands a navigation later (the route's loader runs first): the box shows the choice at once.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && asked === filters.open) setAsked(null);
  return (
    <>
      <ChoiceFilter label="actions.status_filter" all="actions.all_statuses" options={statuses.data} value={filters.status} onChange={(id) => onChange('status', id)} />
      <ChoiceFilter label="actions.type_filter" all="actions.all_types" options={types.data} value={filters.type} onChange={(id) => onChange('type', id)} />
      <ChoiceFilter label="actions.priority_filter" all="actions.all_priorities" options={priorities.data} value={filters.priority} onChange={(id) => onChange('priority', id)} />
      <ChoiceFilter label="actions.team_filter" all="actions.all_teams" options={teams.data} value={filters.team} onChange={(id) => onChange('team', id)} />
      {areas.data?.length || filters.area !== null ? (
        <ChoiceFilter label="actions.area_filter" all="actions.all_areas" options={areas.data} value={filters.area} onChange={(id) => onChange('area', id)} />
      ) : null}
      <Checkbox checked={asked ?? filters.open} onChange={(e) => { setAsked(e.target.checked); onChange('open', e.target.checked); }}>{t('actions.open_for_me')}</Checkbox>
    </>
  );
}
