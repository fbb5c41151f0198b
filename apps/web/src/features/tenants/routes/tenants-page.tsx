/** Route 'admin.tenants.index' (/admin/tenants): every organisation with its licence figures. */
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import type { ListSource } from '../../../components/list-table/list-source';
import { apiPaths } from '@console/contract/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/list-table';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { useMe } from '../../../lib/use-me';
import { useAllTenants } from '../api/get-all-tenants';
import { tenantHref, tenantPaths } from '../paths';

const columns: ListColumn<Tenant>[] = [
  { key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'tenants.name', sortable: true, searchable: true },
  { key: 'licensed_users', title: 'tenants.licensed_users', sortable: true, searchable: true, width: 200 },
  { key: 'paid_licenses', title: 'tenants.paid_licenses', sortable: true, searchable: true, width: 200 },
];

const viewTenant = (tenant: Tenant) => tenantHref.show(tenant.id);

/** The list in the API: URL state, export and, when big, server mode. */
const source: ListSource<Tenant> = { path: apiPaths.tenantsAll, schema: tenantSchema, queryKey: queryKeys.allTenants };

/** A sortable, searchable list with a view button per row; the create button for super admins. */
export function TenantsPage() {
  const { t } = useTranslation();
  const superAdmin = useMe().data?.super_admin ?? false;
  const tenants = useAllTenants(superAdmin);
  return (
    <ListTable<Tenant>
      title={t('tenants.title')}
      rows={tenants.data}
      loading={tenants.isLoading}
      error={tenants.error}
      onRetry={() => void tenants.refetch()}
      columns={columns}
      viewHref={viewTenant}
      create={superAdmin ? { to: tenantPaths.create.path, label: t('tenants.create') } : undefined}
      source={source}
    />
  );
}
