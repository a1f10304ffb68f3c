/** Acuse ICSOE (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { buildAcuse, acuseLayoutNames } from './cuatrimestral-acuse';

export const mxicsoe: TypeLayout = {
  code: 'mxicsoe',
  cadence: 'cuatrimestre',
  ...acuseLayoutNames,
  build: (ctx) => buildAcuse('icsoe', ctx),
};
