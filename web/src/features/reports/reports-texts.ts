import { reportMessages } from '@expediente/contracts/reports/reports-values';

/** Texts of the reports (ours: the spec names the reports, not their words), zod-free for the home (decision 006). */
export const reportsTexts = {
  title: 'Reportes',
  biLoading: 'Cargando el reporte de Power BI...',
  biLoadFailed: reportMessages.biLoadFailed,
  biRegion: (name: string) => (name ? `Reporte de Power BI: ${name}` : 'Reporte de Power BI'),
  reportsLoading: 'Cargando reportes...',
  reportsLoadFailed: reportMessages.loadFailed,
  retry: 'Reintentar',
  newTab: '(se abre en una pestaña nueva)',
  links: 'Otros reportes',
} as const;
