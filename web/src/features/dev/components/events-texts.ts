import { eventsLogMessages } from '@expediente/contracts/dev/events-log';

/** The texts of 'Bitácora del sistema' (the messages shared with the API come from contracts). */
export const eventsTexts = {
  ...eventsLogMessages,
  home: 'Inicio',
  dev: 'Configuración Avanzada',
  intro: 'Eventos del tenant, del más reciente al más antiguo, con fecha en hora de la Ciudad de México. Cada evento lleva la huella del anterior: la verificación muestra si alguno fue modificado, borrado o reordenado.',
  filters: 'Filtros',
  fromDate: 'Desde',
  toDate: 'Hasta',
  type: 'Tipo de evento',
  typeHint: "Inicio del tipo, p. ej. 'auth.'",
  email: 'Correo del usuario',
  apply: 'Filtrar',
  clear: 'Limpiar filtros',
  date: 'Fecha',
  event: 'Evento',
  version: 'Versión',
  user: 'Usuario',
  tableLabel: 'Eventos de la bitácora',
  pagination: 'Paginación de la bitácora',
  previous: 'Anterior',
  next: 'Siguiente',
  pageNumber: (n: number) => `Página ${n}`,
  pageSize: 'Eventos por página',
  verifyProgress: (checked: number, total: number) => `Verificados ${checked} de ${total} eventos`,
  verifiedCount: (n: number) => `${n} eventos verificados.`,
} as const;
