/**
 * The role select of a user on one network: 'Geen toegang' first, then the tenant's roles.
 * A change is applied at once by the caller; meanwhile the select shows the new choice and
 * is disabled, and it falls back to the stored role when the call fails.
 */
import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The select's value for no access (role ids start at 1). */
export const NO_ACCESS = 0;

export interface RoleChoice {
  id: number;
  name: string;
  display_name: string | null;
}

/** A role as the user reads it: its display name, else its machine name. */
export function roleLabel(role: RoleChoice): string {
  return role.display_name && role.display_name.trim() !== '' ? role.display_name : role.name;
}

export interface RoleOption {
  value: number;
  label: string;
}

/** The options of every role select on a screen, built once: no access, then the roles. */
export function useRoleSelectOptions(roles: readonly RoleChoice[] | undefined): RoleOption[] {
  const { t } = useTranslation();
  return useMemo(() => [
    { value: NO_ACCESS, label: t('users.no_access') },
    ...(roles ?? []).map((role) => ({ value: role.id, label: roleLabel(role) })),
  ], [roles, t]);
}

export interface RoleSelectProps {
  /** Accessible name, e.g. 'Rol op Fietsknooppunten'. */
  label: string;
  options: RoleOption[];
  /** The role now; null: no access. */
  value: number | null;
  /** Applies the choice (null: no access); rejects when it failed. */
  onChange: (next: number | null) => Promise<void>;
  disabled?: boolean;
}

/** A searchable select of no access and the roles. */
export function RoleSelect({ label, options, value, onChange, disabled }: RoleSelectProps) {
  // The choice on its way to the server (undefined: none).
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  const busy = pending !== undefined;
  const shown = busy ? pending : value;

  const choose = async (choice: number) => {
    const next = choice === NO_ACCESS ? null : choice;
    setPending(next);
    try {
      await onChange(next);
    } catch {
      // The http client has shown what went wrong; the select falls back to the stored role.
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Select<number>
      aria-label={label}
      value={shown ?? NO_ACCESS}
      options={options}
      onChange={(choice) => void choose(choice)}
      loading={busy}
      disabled={busy || disabled}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 240 }}
    />
  );
}
