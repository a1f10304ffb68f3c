/** Acuse SISUB (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { acuseVariants, buildAcuse } from './cuatrimestral-acuse';

export const mxsisub: TypeLayout = {
  code: 'mxsisub',
  cadence: 'cuatrimestre',
  variants: acuseVariants,
  build: (ctx) => buildAcuse('sisub', ctx),
};
