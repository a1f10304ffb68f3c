import { invitesMessages } from './invites-csv';

/** The texts of 'Invitaciones' (/dev/invites). */
export const invitesTexts = {
  ...invitesMessages,
  home: 'Inicio',
  dev: 'Configuración Avanzada',
  intro:
    'Escriba las invitaciones en la tabla o importe un CSV con fila de encabezados y las columnas email, first name, last name, organization y role. Solo se envían las filas con correo y un nombre de más de un carácter.',
  gridLabel: 'Invitaciones por enviar',
  columns: { email: 'Correo', firstName: 'Nombre', lastName: 'Apellido', organization: 'Organización', role: 'Rol' },
  status: 'Estado',
  actions: 'Quitar',
  cellLabel: (column: string, row: number) => `${column}, fila ${row}`,
  rowNumber: (row: number) => `Fila ${row}`,
  removeRow: (row: number) => `Quitar la fila ${row}`,
  addRow: 'Agregar fila',
  importCsv: 'Importar CSV',
  importHint: 'Hasta 256 KB. Las filas importadas reemplazan las de la tabla.',
  downloadCsv: 'Descargar CSV',
  send: 'Enviar invitaciones',
  sending: (done: number, total: number) => `Enviando ${done} de ${total} invitaciones...`,
  waiting: 'En espera',
  rowSent: 'Enviada',
  nothingToSend: 'No hay filas con correo y nombre para enviar.',
  imported: (n: number) => `${n} filas importadas.`,
  importProblems: 'Filas con problemas',
  rowProblem: (row: number, message: string, value: string) => `Fila ${row}: ${message}${value ? ` (${value})` : ''}`,
  sentSummary: (sent: number, failed: number) => (failed > 0 ? `${sent} enviadas, ${failed} con error.` : `${sent} enviadas.`),
  organizationsLoading: 'Cargando organizaciones...',
  organizationsFailed: 'Error al obtener las organizaciones.',
  sendFailed: 'No se pudo enviar la invitación.',
} as const;
