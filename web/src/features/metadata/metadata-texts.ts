import { extractionMessages } from '@expediente/contracts/metadata/extraction';

/** The Spanish texts of /admin/tablestorage (part 2 §2.9) and the detail's extraction card (part 2 §2.4, §8). */
export const tableStorageTexts = {
  home: 'Inicio',
  admin: 'Admin',
  intro: 'Los registros del procesamiento de documentos: cómo terminó la extracción de datos de cada archivo.',
  table: 'Tabla',
  tablesLoading: 'Cargando tablas…',
  noTables: 'No hay tablas en el almacenamiento.',
  tablesError: 'No se pudieron obtener las tablas.',
  filters: 'Filtros',
  images: 'Images',
  imagesHint: 'Solo los archivos escaneados o imágenes que necesitan Image AI (OCR) para leerse.',
  notSupported: 'Not Supported',
  notSupportedHint: 'Solo los archivos que ningún lector admite (tipos sin datos o formatos no soportados).',
  allShown: 'Sin filtros se muestran todos los registros.',
  pageSize: 'Registros por página',
  previous: 'Anterior',
  next: 'Siguiente',
  pagination: 'Paginación',
  pageNumber: (n: number) => `Página ${n}`,
  loading: 'Cargando información...',
  loadError: 'No se pudieron cargar los registros.',
  retry: 'Reintentar',
  empty: 'No hay registros para mostrar.',
  gridLabel: 'Registros de la tabla',
  cardsLabel: 'Registros de la tabla',
  selectAll: 'Seleccionar todo',
  selection: 'Selección',
  selectRow: (name: string) => `Seleccionar ${name}`,
  selected: (n: number) => (n === 1 ? '1 registro seleccionado' : `${n} registros seleccionados`),
  clearSelection: 'Quitar selección',
  noDocument: 'Sin documento',
  // columns
  name: 'Nombre',
  type: 'Tipo',
  outcome: 'Resultado',
  method: 'Método',
  attempts: 'Intentos',
  queuedAt: 'En cola',
  finishedAt: 'Terminado',
  error: 'Error',
  // actions
  reprocess: 'Reprocesar',
  imageAi: 'Image AI',
  actionsLabel: 'Acciones sobre la selección',
  sending: (n: number, m: number) => `Enviando lote ${n} de ${m}…`,
  progress: (n: number, m: number) => `${n} de ${m}`,
  done: (queued: number, skipped: number) => {
    const sent = queued === 1 ? 'Se envió 1 registro a procesar' : `Se enviaron ${queued} registros a procesar`;
    if (skipped === 0) return `${sent}.`;
    return `${sent}; ${skipped === 1 ? '1 se omitió' : `${skipped} se omitieron`} (no es un documento a su alcance o su tipo no tiene datos que extraer).`;
  },
  chunkFailed: (n: number, m: number, message: string) =>
    `El lote ${n} de ${m} no se envió: ${message} Los lotes anteriores sí se enviaron; los registros que faltan siguen seleccionados: vuelva a pulsar el botón para enviarlos.`,
  skippedList: 'Omitidos',
} as const;

export const extractionTexts = {
  title: 'Extracción de datos',
  outcome: 'Resultado',
  method: 'Método',
  date: 'Fecha',
  findings: 'Revisiones',
  noFindings: 'Sin revisiones.',
  pending: 'Extrayendo datos…',
  none: 'El documento aún no tiene datos extraídos.',
  validUntil: (date: string) => `Vigente hasta ${date}`,
  error: 'Error',
  pass: 'Cumple',
  fail: 'No cumple',
  unknown: 'Sin determinar',
  reprocess: 'Reprocesar documento',
  reprocessQueued: 'El documento se envió a procesar de nuevo.',
  reprocessFailed: extractionMessages.processFailed,
  methods: { 'pdf-text': 'Texto del PDF', ocr: 'OCR', 'document-intelligence': 'Document Intelligence', xml: 'XML (CFDI)' } as Record<string, string>,
} as const;

/** The method's Spanish name; an unknown method as the server wrote it. */
export function methodLabel(method: string | undefined): string {
  if (!method) return '—';
  return extractionTexts.methods[method] ?? method;
}
