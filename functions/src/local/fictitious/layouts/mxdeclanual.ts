/** SAT acuse of the annual ISR return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnLayoutNames } from './sat-return';

export const mxdeclanual: TypeLayout = {
  code: 'mxdeclanual',
  cadence: 'yearly',
  ...returnLayoutNames,
  build: (ctx) => buildReturn('anual', ctx),
};
