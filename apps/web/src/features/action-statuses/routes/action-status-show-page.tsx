/** Route 'admin.action_status.show': the status's fields and its flags per role. */
import { ResourceShowPage } from '../../../components/resource/resource-pages';
import { RoleFlagsCard } from '../components/role-flags';
import { actionStatuses } from '../resource';

export function ActionStatusShowPage() {
  return <ResourceShowPage def={actionStatuses}>{(row) => <RoleFlagsCard status={row} />}</ResourceShowPage>;
}
