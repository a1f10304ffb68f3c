import { documentAccess } from '../documents/composition';
import { DocumentTypesRepository } from '../documents/document-types.repository';
import { clock } from '../platform/clock';
import { ComplianceSourcesRepository } from './compliance-sources.repository';
import { ComplianceProjectionService } from './compliance-projection.service';
import { ComplianceRepository } from './compliance.repository';
import { ComplianceService } from './compliance.service';

/** The compliance projection's writer (the queue, the seed) and its reads (the HTTP calls), built once. */
export const complianceProjection = new ComplianceProjectionService(new ComplianceSourcesRepository(), new ComplianceRepository(), clock);
export const compliance = new ComplianceService(new ComplianceRepository(), new DocumentTypesRepository(), documentAccess, clock);
