/** Acuse SISUB (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { buildAcuse, acuseLayoutNames } from './cuatrimestral-acuse';

export const mxsisub: TypeLayout = {
  code: 'mxsisub',
  cadence: 'cuatrimestre',
  ...acuseLayoutNames,
  build: (ctx) => buildAcuse('sisub', ctx),
};
