import { TenantsRepository } from '../admin/tenants.repository';
import { UsersRepository } from '../auth/users.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { FeaturesService } from './features.service';

/** The feature flags service, built once; the endpoint gate, userinfo and /api/admin/features share it. */
export const features = new FeaturesService(new TenantsRepository(), new UsersRepository(), new EventLog(clock), clock);
