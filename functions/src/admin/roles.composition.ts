import { features } from '../features/composition';
import { TenantsRepository } from './tenants.repository';
import { RolesService } from './roles.service';

/** The roles service, built once. */
export const roles = new RolesService(new TenantsRepository(), features);
