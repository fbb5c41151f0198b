/**
 * Where the selected object hangs and what hangs on it (docs/map-objects.md, "Hierarchy"): the
 * object it hangs on as a link, or, when its type's constraints allow a parent and the user may
 * change it, a choice of the allowed objects within about 500 m (cleared: it stands alone) or one
 * clicked on the map (use-map-pick.ts); the
 * parts that hang on it, by type, each a link; and its type's settings ("Inspecteerbaar").
 * The server checks every parent again; its refusal is shown by the http client.
 */
import { Button, Descriptions, Flex, Select, Tag, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TYPE_SETTING } from '@console/contract/catalogues';
import type { MapObject, MapObjectUpdate } from '@console/contract/map-objects';
import { useObject } from '../api/get-object';
import { useObjectChildren } from '../api/get-object-children';
import { useParentCandidates } from '../api/get-parent-candidates';
import { useTypeConstraints } from '../api/get-type-constraints';
import { useTypeSettingsOf } from '../api/get-type-settings-of';
import { withObject } from '../model/map-url';
import { PickNotice, type PanelPick } from './pick-notice';

export interface ObjectHierarchyProps {
  object: MapObject;
  readOnly: boolean;
  onSave: (body: MapObjectUpdate) => Promise<unknown>;
  /** The parent clicked on the map: asked (purpose 'parent'), why the last click did nothing, start or (null) cancel. */
  pick: PanelPick;
}

const nameOf = (o: MapObject) => (o.label && o.label !== o.code ? `${o.code} · ${o.label}` : o.code);

/** The parts by their type's name, in the order they came (by id). */
function byType(children: readonly MapObject[]): [string, MapObject[]][] {
  const groups = new Map<string, MapObject[]>();
  for (const child of children) groups.set(child.map_object_type_name, [...(groups.get(child.map_object_type_name) ?? []), child]);
  return [...groups];
}

export function ObjectHierarchy({ object, readOnly, onSave, pick }: ObjectHierarchyProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const parent = useObject(object.parent_id);
  const children = useObjectChildren(object.id);
  const allowed = useTypeConstraints(object.map_object_type_id).data ?? [];
  const settings = useTypeSettingsOf(object.map_object_type_id).data ?? [];
  const choosing = !readOnly && allowed.length > 0;
  const candidates = useParentCandidates(object, choosing ? allowed.map((type) => type.id) : []);
  const href = (id: number) => `?${withObject(search, id).toString()}`;

  const current = object.parent_id !== null && parent.data?.id === object.parent_id ? parent.data : null;
  const options = [...(current ? [current] : []), ...(candidates.data ?? []).filter((c) => c.id !== current?.id)]
    .map((o) => ({ value: o.id, label: `${nameOf(o)} (${o.map_object_type_name})` }));
  const parentLink = current ? <Link to={href(current.id)}>{nameOf(current)}</Link> : null;
  const placeRow = choosing ? (
    <>
      <Select aria-label={t('map.hierarchy.choose_parent')} style={{ width: '100%' }} allowClear showSearch optionFilterProp="label"
        placeholder={t('map.hierarchy.choose_parent_placeholder')} value={object.parent_id ?? undefined} options={options}
        loading={candidates.isLoading} notFoundContent={t('map.hierarchy.no_candidates', { types: allowed.map((a) => a.name).join(', ') })}
        onChange={(value?: number) => void onSave({ parent_id: value ?? null, updated_at: object.updated_at }).catch(() => undefined)} />
      <Flex gap={8} wrap align="center" justify="space-between" style={{ marginTop: 4 }}>
        {parentLink ?? <span />}
        <Button size="small" icon={<AimOutlined aria-hidden />} aria-pressed={pick.purpose === 'parent'} onClick={() => pick.onPick('parent')}>{t('map.pick_parent.start')}</Button>
      </Flex>
    </>
  ) : parentLink ?? <Typography.Text type="secondary">{t(allowed.length ? 'map.hierarchy.none' : 'map.hierarchy.stands_alone')}</Typography.Text>;

  const parts = children.data ?? [];
  const showPlace = choosing || object.parent_id !== null;
  return (
    <section aria-label={t('map.hierarchy.title')}>
      {showPlace || settings.length ? (
        <Descriptions size="small" column={1} bordered items={[
          ...(showPlace ? [{ key: 'parent', label: t('map.hierarchy.parent'), children: placeRow }] : []),
          ...(settings.length ? [{
            key: 'settings', label: t('map.hierarchy.settings'),
            children: settings.map((s) => <Tag key={s.id} color={s.name === TYPE_SETTING.inspectable ? 'blue' : undefined}>{s.name}</Tag>),
          }] : []),
        ]} />
      ) : null}
      {choosing && pick.purpose === 'parent' && !pick.hintOnMap ? (
        <div style={{ marginTop: 8 }}>
          <PickNotice hint={pick.hint} notice={pick.notice} onCancel={() => pick.onPick(null)} />
        </div>
      ) : null}
      {parts.length ? (
        <section aria-label={t('map.hierarchy.children')} style={{ marginTop: 12 }}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.hierarchy.children')}</Typography.Text>
          {byType(parts).map(([type, list]) => (
            <div key={type} style={{ marginBottom: 6 }}>
              <Typography.Text type="secondary">{t('map.hierarchy.children_of_type', { type, count: list.length })}</Typography.Text>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.map((child) => <li key={child.id} data-child-id={child.id}><Link to={href(child.id)}>{nameOf(child)}</Link></li>)}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </section>
  );
}
