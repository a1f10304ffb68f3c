import { monthNames } from '@expediente/contracts/documents/periods';
import { uploadMessages } from '@expediente/contracts/documents/uploads';

/**
 * The upload modal's and the upload screen's texts. The spec's own words (part 1 §5, §8; part 2 §2.14, §5) come
 * from contracts' uploadMessages or are quoted here as written; the rest are ours.
 */
export const uploadTexts = {
  modalTitle: 'Cargar documento',
  documentType: 'Tipo de documento',
  chooseType: 'Seleccione un tipo de documento',
  customer: 'Cliente',
  month: 'Mes',
  year: 'Año',
  chooseMonth: 'Seleccione el mes',
  chooseYear: 'Seleccione el año',
  file: 'Archivo',
  allowed: (extensions: readonly string[]) => `Formatos permitidos: ${extensions.map((e) => `.${e}`).join(', ')}`,
  size: (bytes: number) => `Tamaño: ${sizeInKb(bytes)}`,
  supplier: (name: string) => `Proveedor: ${name}`,
  amending: 'Esta carga reemplaza al documento inválido.',
  add: 'Agregar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  retry: 'Reintentar',
  uploading: 'Cargando archivo…',
  progress: 'Progreso de la carga',
  invalidFileType: uploadMessages.invalidFileType,
  uploaded: uploadMessages.uploaded,
  uploadFailed: uploadMessages.uploadFailed,
  typesFailed: 'No se pudieron cargar los tipos de documento.',
  leaveWarning: 'Hay una carga de archivo en curso. Si sale de la página se interrumpirá. ¿Desea salir?',

  // The upload screen (part 2 §2.14)
  pageTitle: 'Cargar Documentos',
  empty: 'No hay documentos para esta selección.',
  wrongFormat: (ext: string) => `Formato no permitido: .${ext}`,
  initialTab: 'Iniciales',
  currentPeriod: 'Periodo actual',
  previousPeriod: 'Periodo anterior',
  periodSelector: 'Periodo',
  tabs: 'Periodos',
  missing: (n: number) => (n === 1 ? '1 pendiente' : `${n} pendientes`),
  types: 'Tipos de documento',
  allTypes: 'Todos los tipos',
  filter: 'Filtrar documentos',
  filterPlaceholder: 'Buscar por tipo o cliente…',
  supplierPicker: 'Proveedor',
  chooseSupplier: 'Seleccione el proveedor cuyos documentos desea cargar.',
  dropHere: 'Arrastre el archivo aquí o',
  chooseFile: 'Seleccionar archivo',
  dropZone: (type: string, period: string) => `Cargar ${type} de ${period}`,
  extraDropZone: (type: string) => `Agregar otro archivo de ${type}`,
  amend: 'Cargar',
  uploadedSlot: 'Cargado',
  missingSlot: 'Pendiente',
  due: (day: string) => `Vence: ${day}`,
  overdue: 'Vencido',
  customerOf: (name: string) => `Cliente: ${name}`,
  customerRequired: uploadMessages.customerRequired,
  locked: 'La organización está inactiva: no se pueden cargar documentos.',
  loadFailed: 'No se pudieron cargar los documentos. Intente nuevamente.',
  retryLoad: 'Reintentar',
  openDocument: (name: string) => `Ver ${name}`,
} as const;

export const monthOptions = monthNames.map((label, i) => ({ value: String(i + 1), label }));

/** Part 2 §9: upload sizes are shown in KB (1 KB = 1024 bytes, rounded up so that a small file is not '0 KB'). */
export function sizeInKb(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('es-MX')} KB`;
}

/**
 * Part 1 §5 offers the years 2021-2025; it is 2026 already and this year's documents must be uploadable, so the
 * list keeps the spec's first year and runs to the current year (never shorter than the spec's), newest first.
 */
export const FIRST_UPLOAD_YEAR = 2021;
export const LAST_SPEC_UPLOAD_YEAR = 2025;
export function uploadYears(now: Date = new Date()): number[] {
  const last = Math.max(LAST_SPEC_UPLOAD_YEAR, now.getFullYear());
  return Array.from({ length: last - FIRST_UPLOAD_YEAR + 1 }, (_, i) => last - i);
}

/** Part 1 §5: the period date is the first day of the month at offset -06:00. */
export function periodDate(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}-01T00:00:00-06:00`;
}
