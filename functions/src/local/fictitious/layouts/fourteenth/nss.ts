/** How payroll and SUA-like systems of the 14th variants print a NSS: ten digits, a dash, the check digit. */
export const nssWithCheckDigit = (nss: string): string => `${nss.slice(0, 10)}-${nss.slice(10)}`;
