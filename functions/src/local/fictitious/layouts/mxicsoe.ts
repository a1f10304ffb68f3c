/** Acuse ICSOE (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { acuseVariants, buildAcuse } from './cuatrimestral-acuse';

export const mxicsoe: TypeLayout = {
  code: 'mxicsoe',
  cadence: 'cuatrimestre',
  variants: acuseVariants,
  build: (ctx) => buildAcuse('icsoe', ctx),
};
