import type { Block, PageStyle } from './layout';
import type { Supplier, Worker } from './identities';
import type { Rng } from './random';

export type FictitiousKind = 'pdf-text' | 'pdf-scan' | 'image' | 'xml';
/** Inclusive ISO dates. */
export type Period = { from: string; to: string };
export type Cadence = 'monthly' | 'bimonthly' | 'cuatrimestre' | 'yearly';

export type LayoutContext = {
  rng: Rng;
  supplier: Supplier;
  workers: Worker[];
  /** The period the document covers; undefined for initial types. */
  period: Period | undefined;
  /** Index into the layout's variants. */
  variant: number;
};

/** A page-model document (every type except the CFDI). */
export type BuiltDocument = {
  blocks: Block[];
  style: PageStyle;
  truth: Record<string, string>;
  /** PDF metadata: title and producer the issuer's system would write, and the document's date (ISO). */
  title: string;
  producer: string;
  date: string;
};

export type TypeLayout = {
  code: string;
  cadence?: Cadence | undefined;
  /** Short names of the variants, by index. */
  variants: readonly string[];
  build: (ctx: LayoutContext) => BuiltDocument;
};
