import { documentTypeCatalogue } from '@expediente/contracts/documents/document-types';
import { documentMessages } from '@expediente/contracts/documents/documents';

/** How the viewer card shows a file, by its extension (part 1 §2, §5). */
export type ViewerKind = 'pdf' | 'image' | 'excel' | 'xls' | 'xml' | 'none';

export function viewerKind(extension: string): ViewerKind {
  switch (extension.toLowerCase()) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
    case 'jpeg':
    case 'png':
      return 'image';
    case 'xlsx':
      return 'excel';
    // The old binary format has no parser we would run on untrusted files (never xlsx 0.18.5): download only.
    case 'xls':
      return 'xls';
    case 'xml':
      return 'xml';
    default:
      return 'none';
  }
}

/** The default extensions of a type (the catalogue every tenant starts from); undefined for an unknown type. */
export function catalogueExtensions(documentTypeCodeName: string): readonly string[] | undefined {
  return documentTypeCatalogue.find((t) => t.codeName === documentTypeCodeName)?.fileExtensions;
}

/**
 * Part 1 §5: a pdf type expects a pdf and an excel type xls or xlsx; anything else gets the error banner. A pdf
 * type is one that accepts pdf alone, an excel type one that accepts spreadsheets alone: a type that allows
 * several kinds (scans as pdf or image; the workers' list as a sheet or a pdf) has no wrong one among them.
 * Returns the banner's text, or undefined when the file is what the type expects.
 */
export function typeMismatchMessage(expectedExtensions: readonly string[] | undefined, extension: string): string | undefined {
  if (!expectedExtensions || expectedExtensions.length === 0) return undefined;
  const ext = extension.toLowerCase();
  const expected = expectedExtensions.map((e) => e.toLowerCase());
  let label: string | undefined;
  if (expected.every((e) => e === 'pdf')) label = ext === 'pdf' ? undefined : 'un archivo PDF';
  else if (expected.every((e) => e === 'xls' || e === 'xlsx')) label = ext === 'xls' || ext === 'xlsx' ? undefined : 'un archivo de Excel (.xls o .xlsx)';
  return label ? documentMessages.viewerTypeMismatch.replace('{expected}', label) : undefined;
}

/** Texts of the viewer card that the spec does not give (ours, in the app's Spanish). */
export const viewerTexts = {
  title: 'Visor de documento',
  download: 'Descargar',
  downloadFailed: 'No se pudo descargar el documento.',
  loadFailed: 'No se pudo cargar el documento para mostrarlo.',
  loading: 'Cargando documento...',
  retry: 'Reintentar',
  pdfFailed: 'No se pudo mostrar el PDF.',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomReset: 'Tamaño original',
  zoomLevel: (percent: number) => `Zoom ${percent} %`,
  rotateLeft: 'Girar a la izquierda',
  rotateRight: 'Girar a la derecha',
  imageAlt: (name: string) => `Imagen del documento ${name}`,
  pageAlt: (name: string, page: number, pages: number) => `${name}, página ${page} de ${pages}`,
  excelFailed: 'No se pudo leer la hoja de cálculo.',
  excelEmpty: 'La hoja está vacía.',
  excelSheets: 'Hojas del libro',
  excelTable: (sheet: string) => `Vista previa de la hoja ${sheet}`,
  excelShown: (rows: number, total: number) => `Se muestran las primeras ${rows} filas de ${total}.`,
  xlsNoPreview: 'La vista previa no está disponible para archivos .xls.',
  xlsDownloadHint: 'Descargue el archivo para abrirlo en Excel.',
  xmlLabel: (name: string) => `Contenido XML de ${name}`,
  xmlTruncated: (chars: number) => `Se muestran los primeros ${chars.toLocaleString('es-MX')} caracteres.`,
  noPreview: 'La vista previa no está disponible para este tipo de archivo.',
} as const;
