/** Acuse SISUB (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { acuseFifth, acuseFourth, acuseHeldOut, acuseSeventh, acuseSixth, acuseVariants, buildAcuse } from './cuatrimestral-acuse';

export const mxsisub: TypeLayout = {
  code: 'mxsisub',
  cadence: 'cuatrimestre',
  variants: acuseVariants,
  fourth: acuseFourth,
  fifth: acuseFifth,
  sixth: acuseSixth,
  seventh: acuseSeventh,
  heldOut: acuseHeldOut,
  build: (ctx) => buildAcuse('sisub', ctx),
};
