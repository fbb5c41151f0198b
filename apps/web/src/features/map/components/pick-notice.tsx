/**
 * The hint of a click asked on the map (the line's split, the parent picked), with why the last
 * click did nothing and a cancel (Escape does the same). Announced as it changes.
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickPurpose } from '../model/map-mode';

/** The selected object's click asked on the map, as its panel gets it (model/use-map-pick.ts). */
export interface PanelPick {
  /** What a click is asked for now; null: nothing. */
  purpose: PickPurpose | null;
  hint: string;
  notice: string | null;
  /** Starts a pick, or (null) ends it. */
  onPick: (purpose: PickPurpose | null) => void;
  /** The hint stands over the map (a phone, where the panel is below it), not in the panel. */
  hintOnMap: boolean;
}

export interface PickNoticeProps {
  hint: string;
  /** Over the map on a phone: only what must be said, the map stays in view (no keyboard's Escape either). */
  compact?: boolean;
  /** Why the last click did nothing; null: nothing to say. */
  notice: string | null;
  onCancel: () => void;
}

export function PickNotice({ hint, compact = false, notice, onCancel }: PickNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert type={notice ? 'warning' : 'info'} showIcon role="status" title={hint} description={notice ?? (compact ? undefined : t('map.pick.escape'))}
      action={<Button size="small" onClick={onCancel}>{t('map.cancel')}</Button>} />
  );
}
