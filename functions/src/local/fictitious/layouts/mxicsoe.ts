/** Acuse ICSOE (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { acuseHeldOut, acuseVariants, buildAcuse } from './cuatrimestral-acuse';

export const mxicsoe: TypeLayout = {
  code: 'mxicsoe',
  cadence: 'cuatrimestre',
  variants: acuseVariants,
  heldOut: acuseHeldOut,
  build: (ctx) => buildAcuse('icsoe', ctx),
};
