/** SAT acuse of the monthly ISR retenciones por salarios return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnLayoutNames } from './sat-return';

export const mxdeclisr: TypeLayout = {
  code: 'mxdeclisr',
  cadence: 'monthly',
  ...returnLayoutNames,
  build: (ctx) => buildReturn('isr', ctx),
};
