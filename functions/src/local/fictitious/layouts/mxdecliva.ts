/** SAT acuse of the monthly IVA return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnHeldOut, returnVariants } from './sat-return';

export const mxdecliva: TypeLayout = {
  code: 'mxdecliva',
  cadence: 'monthly',
  variants: returnVariants,
  heldOut: returnHeldOut,
  build: (ctx) => buildReturn('iva', ctx),
};
