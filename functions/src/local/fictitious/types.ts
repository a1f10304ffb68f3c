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
  /** Index into the layout's variants (0-2 drawn, 3-32 the later ones, 33 the held-out one). */
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
  /** Short names of the variants, by index: the ones drawn when no variant is asked for. */
  variants: readonly string[];
  /**
   * The 4th variant (index 3, FOURTH_VARIANT): written held out in session 7, the parsers were tuned on it in session 8.
   * Only made when asked for, like the held-out one.
   */
  fourth: string;
  /**
   * The 5th variant (index 4, FIFTH_VARIANT): written held out in session 8, the parsers were tuned on it in session 9.
   * Only made when asked for.
   */
  fifth: string;
  /**
   * The 6th variant (index 5, SIXTH_VARIANT): written held out in session 8 (second round), the parsers were tuned on it
   * in session 9. Only made when asked for.
   */
  sixth: string;
  /**
   * The 7th variant (index 6, SEVENTH_VARIANT): written held out in session 9, the parsers were tuned on it in session
   * 10. Only made when asked for.
   */
  seventh: string;
  /**
   * The 8th variant (index 7, EIGHTH_VARIANT): written held out in session 10, the parsers were tuned on it in session
   * 11. Only made when asked for.
   */
  eighth: string;
  /**
   * The 9th variant (index 8, NINTH_VARIANT): written held out in session 11, measured there, the parsers tuned on it
   * since. Only made when asked for.
   */
  ninth: string;
  /**
   * The 10th variant (index 9, TENTH_VARIANT): written held out in session 11, measured held out there and tuned on
   * since. Only made when asked for.
   */
  tenth: string;
  /**
   * The 11th variant (index 10, ELEVENTH_VARIANT): written held out in session 11, measured held out there and tuned
   * on since. Only made when asked for.
   */
  eleventh: string;
  /**
   * The 12th variant (index 11, TWELFTH_VARIANT): written held out in session 11, measured held out there and tuned
   * on since. Only made when asked for.
   */
  twelfth: string;
  /**
   * The 13th variant (index 12, THIRTEENTH_VARIANT): written held out in session 11, measured held out there and tuned
   * on since. Only made when asked for.
   */
  thirteenth: string;
  /**
   * The 14th variant (index 13, FOURTEENTH_VARIANT): written held out in session 11, measured held out in session 12
   * and tuned on since. Only made when asked for.
   */
  fourteenth: string;
  /**
   * The 15th variant (index 14, FIFTEENTH_VARIANT): written held out in session 12 after the 14th was measured,
   * measured held out there and tuned on since. Only made when asked for.
   */
  fifteenth: string;
  /**
   * The 16th variant (index 15, SIXTEENTH_VARIANT): written held out in session 12 after the 15th was measured, held
   * out until session 12 and tuned on since. Only made when asked for.
   */
  sixteenth: string;
  /**
   * The 17th variant (index 16, SEVENTEENTH_VARIANT): written held out in session 12 after the 16th was measured, held
   * out until session 12 and tuned on since. Only made when asked for.
   */
  seventeenth: string;
  /**
   * The 18th variant (index 17, EIGHTEENTH_VARIANT): written held out in session 12 after the 17th was measured, held
   * out until session 12 and tuned on since. Only made when asked for.
   */
  eighteenth: string;
  /**
   * The 19th variant (index 18, NINETEENTH_VARIANT): written held out in session 12 after the 18th was measured,
   * measured held out there and tuned on since. Only made when asked for.
   */
  nineteenth: string;
  /**
   * The 20th variant (index 19, TWENTIETH_VARIANT): written held out in session 12 after the 19th was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentieth: string;
  /**
   * The 21st variant (index 20, TWENTYFIRST_VARIANT): written held out in session 13 after the 20th was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentyfirst: string;
  /**
   * The 22nd variant (index 21, TWENTYSECOND_VARIANT): written held out in session 13 after the 21st was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentysecond: string;
  /**
   * The 23rd variant (index 22, TWENTYTHIRD_VARIANT): written held out in session 13 after the 22nd was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentythird: string;
  /**
   * The 24th variant (index 23, TWENTYFOURTH_VARIANT): written held out in session 13 after the 23rd was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentyfourth: string;
  /**
   * The 25th variant (index 24, TWENTYFIFTH_VARIANT): written held out in session 13 after the 24th was measured,
   * measured held out there and tuned on since (session 13). Only made when asked for.
   */
  twentyfifth: string;
  /**
   * The 26th variant (index 25, TWENTYSIXTH_VARIANT): written held out in session 13 after the 25th was measured
   * (legacy systems and form-filling tools), measured held out there and tuned on since (session 13). Only made when
   * asked for.
   */
  twentysixth: string;
  /**
   * The 27th variant (index 26, TWENTYSEVENTH_VARIANT): written held out in session 13 after the 26th was measured
   * (documents captured with a phone's scanning app), measured held out there and tuned on since (session 13). Only
   * made when asked for.
   */
  twentyseventh: string;
  /**
   * The 28th variant (index 27, TWENTYEIGHTH_VARIANT): written held out in session 13 after the 27th was measured
   * (documents as the supplier's own office sends them), measured held out there and tuned on since (session 13). Only
   * made when asked for.
   */
  twentyeighth: string;
  /**
   * The 29th variant (index 28, TWENTYNINTH_VARIANT): written held out in session 13 after the 28th was measured (pages
   * exported with a portal's or an ERP's 'Exportar a PDF' button), measured held out there and tuned on since (session
   * 14). Only made when asked for.
   */
  twentyninth: string;
  /**
   * The 30th variant (index 29, THIRTIETH_VARIANT): written held out in session 14 after the 29th was measured (80 mm
   * thermal tickets saved to PDF, app screens printed from a phone's browser), measured held out there and tuned on
   * since (session 14). Only made when asked for.
   */
  thirtieth: string;
  /**
   * The 31st variant (index 30, THIRTYFIRST_VARIANT): written held out in session 14 after the 30th was measured (the
   * 2026-27 redesigned official and corporate formats), measured held out there and tuned on since (session 14). Only
   * made when asked for.
   */
  thirtyfirst: string;
  /**
   * The 32nd variant (index 31, THIRTYSECOND_VARIANT): written held out in session 14 after the 31st was measured (the
   * document as it arrives by e-mail, printed from the mail client, and a CFDI attached by a payroll system's mailer
   * written with Python's ElementTree), measured held out there and tuned on since (session 14). Only made when asked
   * for.
   */
  thirtysecond: string;
  /**
   * The 33rd variant (index 32, THIRTYTHIRD_VARIANT): written held out in session 14 after the 32nd was measured (what
   * the office's software saves to PDF, and a CFDI saved by an Excel macro through MSXML's writer), measured held out
   * there and tuned on since (session 14). Only made when asked for.
   */
  thirtythird: string;
  /**
   * The held-out variant (index 33, HELD_OUT_VARIANT: the 34th, written in session 14 after the 33rd was measured),
   * written without reading the parsers and only made when asked for: dense pages of boxes side by side (the
   * taxpayer's, the document's and the amounts' boxes in one band, long values wrapping inside a narrow box while the
   * neighbours' lines go on, sidebars of phone numbers or a QR column, narrow tables with two-line headings, dates as
   * '05-MAR-2026', '05MAR26', '05 Mar 2026' or '05.03.26' with the hour in a cell apart), and a CFDI kept by a PHP
   * payroll system written with PHP's XMLWriter (one-space indents, LF, '/>'), to measure accuracy on layouts the
   * parsers never met. Never tune the parsers on it.
   */
  heldOut: string;
  build: (ctx: LayoutContext) => BuiltDocument;
};
