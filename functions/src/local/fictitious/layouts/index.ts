import type { TypeLayout } from '../types';
import { mxcaratulabancaria } from './mxcaratulabancaria';
import { mxcsf } from './mxcsf';
import { mxdeclanual } from './mxdeclanual';
import { mxdecliva } from './mxdecliva';
import { mxdeclisr } from './mxdeclisr';
import { mxdomicilio } from './mxdomicilio';
import { mxicsoe } from './mxicsoe';
import { mximsscop } from './mximsscop';
import { mximssopinion } from './mximssopinion';
import { mxinfonavitbim } from './mxinfonavitbim';
import { mxinfonavitopinion } from './mxinfonavitopinion';
import { mxopinion32d } from './mxopinion32d';
import { mxpagoisr } from './mxpagoisr';
import { mxplantilla } from './mxplantilla';
import { mxregpatronal } from './mxregpatronal';
import { mxrepse } from './mxrepse';
import { mxsipare } from './mxsipare';
import { mxsisub } from './mxsisub';

/** The page layouts by type code (the CFDI is XML: cfdi.ts). */
export const layouts: Readonly<Record<string, TypeLayout>> = Object.fromEntries(
  [mxcsf, mxopinion32d, mximssopinion, mxinfonavitopinion, mxrepse, mxdeclisr, mxdecliva, mxsipare, mximsscop, mxicsoe, mxsisub, mxinfonavitbim, mxplantilla, mxpagoisr, mxdeclanual, mxregpatronal, mxcaratulabancaria, mxdomicilio].map((l) => [l.code, l]),
);
