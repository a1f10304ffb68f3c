/** SAT acuse of the monthly ISR retenciones por salarios return (see sat-return.ts). */
import type { TypeLayout } from '../types';
import { buildReturn, returnEighthVariant, returnFifth, returnFourth, returnEleventhVariant, returnFourteenthVariant, returnFifteenthVariant, returnEighteenthVariant, returnHeldOut, returnNineteenthVariant, returnSeventeenthVariant, returnSixteenthVariant, returnThirteenthVariant, returnTwelfthVariant, returnNinthVariant, returnSeventh, returnSixth, returnTenthVariant, returnVariants } from './sat-return';

export const mxdeclisr: TypeLayout = {
  code: 'mxdeclisr',
  cadence: 'monthly',
  variants: returnVariants,
  fourth: returnFourth,
  fifth: returnFifth,
  sixth: returnSixth,
  seventh: returnSeventh,
  eighth: returnEighthVariant,
  ninth: returnNinthVariant,
  tenth: returnTenthVariant,
  eleventh: returnEleventhVariant,
  twelfth: returnTwelfthVariant,
  thirteenth: returnThirteenthVariant,
  fourteenth: returnFourteenthVariant,
  fifteenth: returnFifteenthVariant,
  sixteenth: returnSixteenthVariant,
  seventeenth: returnSeventeenthVariant,
  eighteenth: returnEighteenthVariant,
  nineteenth: returnNineteenthVariant,
  heldOut: returnHeldOut,
  build: (ctx) => buildReturn('isr', ctx),
};
