/** Whether the signed-in user is a super admin (spec section 6); false while unknown. */
import { useMe } from '../../../lib/use-me';

/** True only once /v1/me has answered with super_admin. */
export function useIsSuperAdmin(): boolean {
  const me = useMe();
  return me.data?.super_admin ?? false;
}
