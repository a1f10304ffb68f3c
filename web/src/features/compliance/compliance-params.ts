import type { ComplianceRisk } from '@expediente/contracts/compliance/compliance-values';

export const FIRST_COMPLIANCE_YEAR = 2020;
export const compliancePageSizes = [10, 25, 50] as const;
export const defaultCompliancePageSize = 25;
const maxPageIndex = 10_000;

/** The dashboard's filters and page as the query string holds them; pageIndex counts from 1 like the other lists. */
export type ComplianceParams = {
  year: number;
  customer?: string;
  search: string;
  period?: string;
  documentType?: string;
  risk?: ComplianceRisk;
  pageIndex: number;
  pageSize: number;
};

const typeCode = /^[A-Za-z0-9_-]{1,64}$/;
const periodKey = /^[a-z]+(\/[A-Za-z]+)?:\d{4}:\d{1,3}$|^initial$/;

/** Reads the query string; anything invalid reads as unset (or the default), never as an error. */
export function readComplianceParams(params: URLSearchParams, currentYear: number): ComplianceParams {
  const yearValue = Number(params.get('year'));
  const year = Number.isInteger(yearValue) && yearValue >= FIRST_COMPLIANCE_YEAR && yearValue <= currentYear ? yearValue : currentYear;
  const pageIndexValue = Number(params.get('pageIndex'));
  const pageSizeValue = Number(params.get('pageSize'));
  const risk = params.get('risk');
  const customer = params.get('customer')?.trim().slice(0, 128);
  const documentType = params.get('documentType')?.trim();
  const period = params.get('period')?.trim();
  return {
    year,
    customer: customer || undefined,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    documentType: documentType && typeCode.test(documentType) ? documentType : undefined,
    // A period is one of the chosen type's periods of the chosen year: without the type it means nothing here.
    period: period && documentType && periodKey.test(period) && (period === 'initial' || period.includes(`:${year}:`)) ? period : undefined,
    risk: risk === 'A' || risk === 'M' || risk === 'B' ? risk : undefined,
    pageIndex: Number.isInteger(pageIndexValue) && pageIndexValue >= 1 && pageIndexValue <= maxPageIndex ? pageIndexValue : 1,
    pageSize: (compliancePageSizes as readonly number[]).includes(pageSizeValue) ? pageSizeValue : defaultCompliancePageSize,
  };
}
