/**
 * The selected object's clicks on the map (map-mode.ts, 'pick'), beside the mode that holds them:
 * "Splitsen" (a click on its line, snapped onto it, then a confirmation that says what happens,
 * then POST /v2/object/{id}/split) and "Kies op de kaart" (a click on the object it is to hang on,
 * checked against its type's constraints before PUT /v1/object/{id} with the parent). Why a click
 * did nothing is the panel's notice; the server's refusal (a 400 on `parent_id` or `geometry`)
 * lands there too. Escape leaves the mode.
 */
import { useCallback, useEffect, useState, type Dispatch } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '@console/contract/map-objects';
import { ApiError, validationMessages } from '../../../lib/api-error';
import { useObjectActions } from '../api/get-object-actions';
import { useObjectChildren } from '../api/get-object-children';
import { useTypeConstraints } from '../api/get-type-constraints';
import { useSplitObject } from '../api/split-object';
import { useUpdateObject } from '../api/update-object';
import type { MapHit } from '../components/objects-map';
import { isPicking, type MapEvent, type MapMode, type PickPurpose } from './map-mode';
import { parentRefusal, splitClick } from './map-pick';

export interface MapPickOptions {
  typeName: (typeId: number) => string;
  /** After a write: the map reads its tiles again. */
  written: () => void;
}

/** The server's message on `field` of a 400, if that is what `error` is. */
const refusalOn = (error: unknown, field: string) => (error instanceof ApiError && error.status === 400 ? validationMessages(error.body)[field]?.join(' ') ?? null : null);

export function useMapPick(object: MapObject | null, mode: MapMode, dispatch: Dispatch<MapEvent>, { typeName, written }: MapPickOptions) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [notice, setNotice] = useState<string | null>(null);
  const id = object?.id ?? 0;
  const purpose: PickPurpose | null = object === null ? null : isPicking(mode, 'split', id) ? 'split' : isPicking(mode, 'parent', id) ? 'parent' : null;
  const allowed = useTypeConstraints(object?.map_object_type_id ?? 0, purpose === 'parent').data ?? null;
  const children = useObjectChildren(id, purpose !== null).data;
  const actions = useObjectActions(id, purpose === 'split').data;
  const split = useSplitObject();
  const update = useUpdateObject();

  const start = useCallback((next: PickPurpose | null) => {
    setNotice(null);
    dispatch(next && object ? { type: 'pick', purpose: next, objectId: object.id } : { type: 'done' });
  }, [dispatch, object]);

  // Escape leaves the mode, wherever the focus is (the map's canvas, the panel).
  useEffect(() => {
    if (purpose === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') start(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [purpose, start]);

  const splitAt = (line: MapObject, at: [number, number]) => {
    const counts = { children: children?.length ?? 0, actions: actions?.length ?? 0 };
    const hanging = counts.children + counts.actions > 0;
    modal.confirm({
      title: t('map.split.confirm_title', { code: line.code }),
      content: `${t('map.split.confirm_content', { code: line.code, type: line.map_object_type_name })} ${hanging ? t('map.split.hangs', counts) : t('map.split.hangs_none')}`,
      okText: t('map.split.confirm_ok'), cancelText: t('map.cancel'),
      onOk: async () => {
        try {
          const [first, second] = await split.mutateAsync({ id: line.id, point: at, updatedAt: line.updated_at });
          void message.success(t('map.split.done', { code: first.code, second: second.code }));
          start(null);
          written();
        } catch (error) {
          setNotice(refusalOn(error, 'geometry'));
        }
      },
    });
  };

  const hangOn = async (child: MapObject, hit: MapHit & { id: number }) => {
    try {
      await update.mutateAsync({ id: child.id, body: { parent_id: hit.id, updated_at: child.updated_at } });
      void message.success(t('map.hierarchy.attached', { code: child.code, parent: hit.code }));
      start(null);
      written();
    } catch (error) {
      setNotice(refusalOn(error, 'parent_id'));
    }
  };

  /** A click on the map in the mode: `hitId`/`hit` the object clicked (or none), `at` where. */
  const click = (hitId: number | null, hit: MapHit | null, at: [number, number]) => {
    if (!object || purpose === null) return;
    if (purpose === 'split') {
      const where = splitClick(object, at);
      if ('refusal' in where) setNotice(t(where.refusal.key, where.refusal.values));
      else {
        setNotice(null);
        splitAt(object, where.at);
      }
      return;
    }
    if (hitId === null || !hit) {
      setNotice(t('map.pick_parent.nothing'));
      return;
    }
    const refusal = parentRefusal(object, { id: hitId, typeId: hit.typeId, code: hit.code }, allowed, children?.map((c) => c.id) ?? []);
    setNotice(refusal ? t(refusal.key, { ...refusal.values, type: typeName(hit.typeId) }) : null);
    if (!refusal) void hangOn(object, { ...hit, id: hitId });
  };

  const hint = purpose === 'split' ? t('map.split.hint', { code: object?.code ?? '' })
    : purpose === 'parent' ? t('map.pick_parent.hint', { types: (allowed ?? []).map((type) => type.name).join(', ') }) : '';
  return { purpose, hint, notice, start, click, busy: split.isPending || update.isPending };
}
