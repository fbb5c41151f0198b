/** Why the signed-in user may not change the selection (an i18n key), or null: the facts gathered for who-may.ts. */
import type { Selection } from '@console/contract/selections';
import { useMe } from '../../../lib/use-me';
import { usePermissions } from '../../../lib/use-permissions';
import { useLock } from '../../../lib/use-lock';
import { useMyTeams } from '../../../lib/use-my-teams';
import { readOnlyReason } from './who-may';

export function useReadOnly(selection: Selection | undefined): string | null {
  const me = useMe();
  const { can } = usePermissions();
  const lock = useLock('mapobjectselections');
  const teams = useMyTeams();
  if (!selection) return null;
  return readOnlyReason(lock.data ?? 'none', selection, {
    userId: me.data?.id ?? null,
    networkAdmin: can('module-admin'),
    mayEditSelections: can('module-selections'),
    teamIds: (teams.data ?? []).map((team) => team.id),
  });
}
