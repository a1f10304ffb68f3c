import { documentAccess } from './composition';
import { DocumentTypesRepository } from './document-types.repository';
import { DocumentsQueryRepository } from './documents-query.repository';
import { DocumentsListService } from './documents-list.service';

/** The documents list, built once (beside composition.ts, which other areas share). */
export const documentsList = new DocumentsListService(documentAccess, new DocumentTypesRepository(), new DocumentsQueryRepository());
