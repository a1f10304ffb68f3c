/** Acuse ICSOE (see cuatrimestral-acuse.ts). */
import type { TypeLayout } from '../types';
import { acuseEighthVariant, acuseFifth, acuseFourth, acuseEleventhVariant, acuseFourteenthVariant, acuseFifteenthVariant, acuseEighteenthVariant, acuseHeldOut, acuseNineteenthVariant, acuseSeventeenthVariant, acuseSixteenthVariant, acuseThirteenthVariant, acuseTwelfthVariant, acuseNinthVariant, acuseSeventh, acuseSixth, acuseTenthVariant, acuseVariants, buildAcuse } from './cuatrimestral-acuse';

export const mxicsoe: TypeLayout = {
  code: 'mxicsoe',
  cadence: 'cuatrimestre',
  variants: acuseVariants,
  fourth: acuseFourth,
  fifth: acuseFifth,
  sixth: acuseSixth,
  seventh: acuseSeventh,
  eighth: acuseEighthVariant,
  ninth: acuseNinthVariant,
  tenth: acuseTenthVariant,
  eleventh: acuseEleventhVariant,
  twelfth: acuseTwelfthVariant,
  thirteenth: acuseThirteenthVariant,
  fourteenth: acuseFourteenthVariant,
  fifteenth: acuseFifteenthVariant,
  sixteenth: acuseSixteenthVariant,
  seventeenth: acuseSeventeenthVariant,
  eighteenth: acuseEighteenthVariant,
  nineteenth: acuseNineteenthVariant,
  heldOut: acuseHeldOut,
  build: (ctx) => buildAcuse('icsoe', ctx),
};
