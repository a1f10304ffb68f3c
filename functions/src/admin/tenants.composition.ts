import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { metrics } from './metrics.composition';
import { provisionTenant } from './tenant-provisioning.service';
import { TenantsRepository } from './tenants.repository';
import { TenantsService } from './tenants.service';

/** The tenants service, built once with the app clock. */
export const tenantsAdmin = new TenantsService(new TenantsRepository(), metrics, provisionTenant, new EventLog(clock), clock);
