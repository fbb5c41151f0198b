import { z } from 'zod';
import { networkSchema } from './networks';
import { tenantSchema } from './tenants';

/** The tenant chosen for the token (POST /v1/session/tenant/{id}); null before a choice. */
export const sessionTenantSchema = z.object({ data: tenantSchema.nullable() });

/** The network chosen for the token (POST /v1/session/network/{id}); null before a choice. */
export const sessionNetworkSchema = z.object({ data: networkSchema.nullable() });
