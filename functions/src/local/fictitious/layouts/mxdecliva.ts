/** SAT acuse of the monthly IVA return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnVariants } from './sat-return';

export const mxdecliva: TypeLayout = {
  code: 'mxdecliva',
  cadence: 'monthly',
  variants: returnVariants,
  build: (ctx) => buildReturn('iva', ctx),
};
