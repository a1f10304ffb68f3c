import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { tenantCounters } from './counters.repository';
import { MetricsService } from './metrics.service';
import { TenantsRepository } from './tenants.repository';

/** The /admin metrics, built once. */
export const metrics = new MetricsService(tenantCounters, new TenantsRepository(), new EventLog(clock));
