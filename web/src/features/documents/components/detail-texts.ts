import { documentMessages, type StatusAppearance } from '@expediente/contracts/documents/documents';
import type { Variant } from '../../../components/variant';

/** The Spanish texts of /documents/{id} (part 2 §2.4, §5). The server's messages come from contracts. */
export const detailTexts = {
  ...documentMessages,
  home: 'Inicio',
  documents: 'Documentos',
  pageTitle: 'Detalles del Documento',
  notFoundTitle: 'Documento no encontrado',
  notFoundBody: 'El documento no existe o no tiene acceso a él.',
  backToList: 'Volver a Documentos',
  loadError: 'No se pudo cargar el documento.',
  retry: 'Reintentar',
  // header
  supplier: 'Proveedor',
  period: 'Periodo',
  uploaded: 'Fecha de carga',
  validity: 'Vigencia inicial',
  fileName: 'Archivo',
  size: 'Tamaño',
  deleteButton: 'Eliminar documento',
  deleteConfirm: 'Eliminar',
  // form data
  formData: 'Datos del documento',
  noFormData: 'El documento no tiene datos capturados.',
  edit: 'Editar',
  closeEdit: 'Cerrar edición',
  save: 'Guardar',
  cancel: 'Cancelar',
  addField: 'Agregar campo',
  removeField: (label: string) => `Quitar ${label}`,
  newKey: 'Clave',
  newLabel: 'Etiqueta',
  value: 'Valor',
  seeMore: 'ver más',
  seeLess: 'ver menos',
  fieldExistsNew: 'El campo seleccionado ya existe',
  // compliance
  compliance: 'Cumplimiento',
  status: 'Estatus',
  risk: 'Riesgo',
  rejectReason: 'Motivo de rechazo',
  reviewedBy: (name: string, date: string) => `Revisado por ${name} el ${date}`,
  statusOptions: [
    { value: 'V', label: 'Válido' },
    { value: 'I', label: 'Inválido' },
    { value: 'P', label: 'En proceso de validación' },
  ],
  chooseStatus: 'Seleccione...',
  reason: 'Motivo',
  // other cards
  identifiers: 'Identificadores',
  noIdentifiers: 'Sin identificadores.',
  metadata: 'Metadatos',
  noMetadata: 'Sin datos extraídos.',
  relatedContacts: 'Contactos relacionados',
  relatedDocuments: 'Documentos relacionados',
  noRelatedDocuments: 'No hay otros documentos de este periodo.',
  documentsCount: (n: number) => (n === 1 ? '1 documento' : `${n} documentos`),
  viewer: 'Documento',
  slots: 'Documentos requeridos del periodo',
  noSlots: 'No hay documentos requeridos para este periodo.',
  slotMissing: 'Faltante',
  dueDate: 'vence el',
  upload: 'Cargar',
  // period
  periodCard: 'Periodo del documento',
  currentPeriod: 'Periodo actual',
  month: 'Mes',
  year: 'Año',
  periodFailed: 'El periodo no se pudo actualizar.',
} as const;

/** Risk codes (part 2 §4): A high (bold danger), M medium (warning), B low (info). */
export const riskStyles: Record<number, { code: 'A' | 'M' | 'B'; label: string; variant: Variant }> = {
  1: { code: 'A', label: 'Alto', variant: 'danger' },
  2: { code: 'M', label: 'Medio', variant: 'warning' },
  3: { code: 'B', label: 'Bajo', variant: 'info' },
};

/** Contracts' status appearance as the design system's variant. */
export function appearanceVariant(appearance: StatusAppearance): Variant {
  return appearance === 'informative' ? 'info' : appearance === 'subtle' ? 'secondary' : appearance;
}
