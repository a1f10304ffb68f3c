import { adminDocumentTypeResponseSchema, type AdminDocumentTypeResponse, type DocumentTypeConfiguration } from '@expediente/contracts/admin/document-types';
import { apiFetch } from '../../../lib/api-client';
import { documentTypeKey } from './get-document-type';

/**
 * PUT /api/documenttypes/{id}: the whole configuration with the version read (`etag`); a 409 means someone changed
 * the type meanwhile, a 400 carries Spanish errors per field.
 */
export function configureDocumentType(codeName: string, body: DocumentTypeConfiguration): Promise<AdminDocumentTypeResponse> {
  return apiFetch(documentTypeKey(codeName), { method: 'PUT', body, schema: adminDocumentTypeResponseSchema });
}
