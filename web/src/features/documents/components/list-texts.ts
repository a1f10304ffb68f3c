import { documentMessages } from '@expediente/contracts/documents/documents';

/** The Spanish texts of /documents (part 2 §2.3, §9). The empty states are the spec's, from contracts. */
export const listTexts = {
  home: 'Inicio',
  loading: documentMessages.loading,
  emptyNone: documentMessages.emptyNone,
  emptyFiltered: documentMessages.emptyFiltered,
  loadError: 'No se pudieron cargar los documentos.',
  retry: 'Reintentar',
  total: (n: number) => (n === 1 ? '1 documento' : `${n.toLocaleString('es-MX')} documentos`),
  filtersLabel: 'Filtros de documentos',
  searchLabel: 'Buscar documentos',
  searchPlaceholder: 'Buscar por nombre, tipo o proveedor...',
  supplier: 'Proveedor',
  documentTypeSet: 'Catálogo',
  type: 'Tipo de documento',
  status: 'Estatus',
  year: 'Año',
  month: 'Mes',
  period: 'Periodo',
  orderBy: 'Orden',
  newestFirst: 'Más recientes primero',
  oldestFirst: 'Más antiguos primero',
  all: 'Todos',
  onlyValid: 'Solo Válidos',
  clearFilters: 'Limpiar filtros',
  pageSize: 'Documentos por página',
  view: 'Vista',
  tableView: 'Tabla',
  cardsView: 'Tarjetas',
  // columns and card fields
  document: 'Documento',
  initialValidity: 'Vigencia inicial',
  uploaded: 'Fecha de carga',
  tableLabel: 'Documentos',
  cardsLabel: 'Documentos',
} as const;

/** The statuses a list can filter by (stored codes), in the detail reading's words. */
export const statusOptions = [
  { value: 'V', label: 'Válido' },
  { value: 'I', label: 'Inválido' },
  { value: 'P', label: 'En proceso de validación' },
  { value: 'U', label: 'Cargado' },
] as const;
