/** A lock setting as the screens show it: 'Geen', 'Gebruiker' or 'Team' (en None / User / Team). */
import { Skeleton, Tag } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LockValue } from '@console/contract/kv';
import { shownLockValue } from './lock-rules';

export interface LockLabelProps {
  /** The stored value; null or undefined: no entry, shown as none. */
  value: LockValue | null | undefined;
  loading?: boolean;
}

/** The value as a tag, a lock icon when it locks anything. */
export function LockLabel({ value, loading }: LockLabelProps) {
  const { t } = useTranslation();
  if (loading) return <Skeleton.Input active size="small" />;
  const shown = shownLockValue(value);
  return (
    <Tag icon={shown === 'none' ? <UnlockOutlined aria-hidden /> : <LockOutlined aria-hidden />} color={shown === 'none' ? 'default' : 'blue'}>
      {t(`networks.lock_value.${shown}`)}
    </Tag>
  );
}
