/** An action's status as a tag: its ring in the status's colour (status-ring.tsx) and its name; nothing without a status. */
import { Tag } from 'antd';
import type { StatusColourOf } from './status-colour';
import { StatusRing } from './status-ring';

export interface StatusTagProps {
  name: string | null;
  /** The status's row (its colour); undefined while the statuses load or for an unknown one (grey). */
  status: StatusColourOf | undefined;
}

export function StatusTag({ name, status }: StatusTagProps) {
  if (!name) return null;
  return (
    <Tag className="status-tag">
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}><StatusRing status={status} />{name}</span>
    </Tag>
  );
}
