import { z } from 'zod';
import { isCalendarDay } from '../audit/audit-forms';

/**
 * The event log page 'Bitácora del sistema' (issue 16; part 2 §2.10, §3 Event log entry, §7): GET /api/eventslog
 * (eventsLog: created, summary, dbRowVersion = the entry's sequence in the tenant's chain) and GET
 * /api/eventslog/verify (the hash chain, decision 017, checked a page at a time). Dates are Mexico City days.
 */

export const eventsLogMessages = {
  title: 'Bitácora del sistema',
  date: 'La fecha debe tener el formato aaaa-mm-dd.',
  dateRange: 'La fecha inicial no puede ser posterior a la fecha final.',
  type: 'El tipo de evento admite letras minúsculas, números, puntos y guiones (hasta 64).',
  email: 'El correo admite hasta 254 caracteres.',
  pageSize: 'Tamaño de página no válido: use 10, 25, 50 o 100.',
  continuationToken: 'El token de continuación no es válido.',
  fromSequence: 'La secuencia inicial debe ser un número entero mayor o igual a 1.',
  loading: 'Cargando información...',
  empty: 'No hay eventos en la bitácora.',
  emptyFiltered: 'No se encontraron eventos que coincidan con los filtros.',
  loadFailed: 'Error al obtener la bitácora.',
  verify: 'Verificar integridad',
  verifying: 'Verificando la cadena de integridad...',
  verifyOk: 'La cadena de integridad es correcta.',
  verifyEmpty: 'La bitácora no tiene eventos que verificar.',
  verifyFailed: 'Error al verificar la cadena de integridad.',
  broken: {
    missing: 'falta el evento',
    edited: 'el evento fue modificado',
    link: 'el evento no enlaza con el anterior (modificado, reordenado o reemplazado)',
    head: 'el último evento no coincide con la cabeza de la cadena',
  },
} as const;

export const eventsLogPageSizes = [10, 25, 50, 100] as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalDay = z.preprocess(blankToUndefined, z.string({ error: eventsLogMessages.date }).trim().refine(isCalendarDay, eventsLogMessages.date).optional());

export const eventsLogQuerySchema = z
  .object({
    fromDate: optionalDay,
    toDate: optionalDay,
    /** A prefix of the event type: 'auth.' lists every sign-in event. */
    type: z.preprocess(blankToUndefined, z.string({ error: eventsLogMessages.type }).trim().regex(/^[a-z0-9.-]{1,64}$/, eventsLogMessages.type).optional()),
    email: z.preprocess(blankToUndefined, z.string({ error: eventsLogMessages.email }).trim().toLowerCase().max(254, eventsLogMessages.email).optional()),
    pageSize: z.coerce
      .number({ error: eventsLogMessages.pageSize })
      .int(eventsLogMessages.pageSize)
      .refine((n) => (eventsLogPageSizes as readonly number[]).includes(n), eventsLogMessages.pageSize)
      .default(25),
    continuationToken: z.preprocess(blankToUndefined, z.string({ error: eventsLogMessages.continuationToken }).max(2000, eventsLogMessages.continuationToken).optional()),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { message: eventsLogMessages.dateRange, path: ['toDate'] });
export type EventsLogQuery = z.input<typeof eventsLogQuerySchema>;

export const eventsLogEntrySchema = z.object({
  /** UTC instant; the page shows it in Mexico City time. */
  created: z.string(),
  summary: z.string(),
  /** The entry's sequence in the tenant's chain (1, 2, 3…). */
  dbRowVersion: z.number().int(),
  type: z.string(),
  /** The e-mail of who did it, when known. */
  user: z.string().optional(),
});
export type EventsLogEntry = z.infer<typeof eventsLogEntrySchema>;

export const eventsLogResponseSchema = z.object({
  eventsLog: z.array(eventsLogEntrySchema),
  continuationToken: z.string().optional(),
});
export type EventsLogResponse = z.infer<typeof eventsLogResponseSchema>;

export const eventsVerifyQuerySchema = z.object({
  fromSequence: z.coerce
    .number({ error: eventsLogMessages.fromSequence })
    .int(eventsLogMessages.fromSequence)
    .min(1, eventsLogMessages.fromSequence)
    .max(999_999_999_999, eventsLogMessages.fromSequence)
    .default(1),
});
export type EventsVerifyQuery = z.input<typeof eventsVerifyQuerySchema>;

export const chainBreakReasons = ['missing', 'edited', 'link', 'head'] as const;

export const eventsVerifyResponseSchema = z.object({
  /** Entries in the chain when this page was checked. */
  headSequence: z.number().int(),
  checkedFrom: z.number().int(),
  checkedTo: z.number().int(),
  /** Call again with fromSequence = nextSequence; absent when done (the end reached or a break found). */
  nextSequence: z.number().int().optional(),
  broken: z.object({ sequence: z.number().int(), reason: z.enum(chainBreakReasons), message: z.string() }).optional(),
});
export type EventsVerifyResponse = z.infer<typeof eventsVerifyResponseSchema>;

/** 'La cadena se rompe en el evento 4: el evento fue modificado.' */
export function chainBrokenMessage(broken: { sequence: number; reason: (typeof chainBreakReasons)[number] }): string {
  return `La cadena se rompe en el evento ${broken.sequence}: ${eventsLogMessages.broken[broken.reason]}.`;
}
