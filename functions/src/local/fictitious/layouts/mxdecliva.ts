/** SAT acuse of the monthly IVA return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnLayoutNames } from './sat-return';

export const mxdecliva: TypeLayout = {
  code: 'mxdecliva',
  cadence: 'monthly',
  ...returnLayoutNames,
  build: (ctx) => buildReturn('iva', ctx),
};
