/** One sheet of a workbook: its name and rows of cell values. */
export type SheetPreview = { sheet: string; data: unknown[][] };

/**
 * read-excel-file's browser build (about 17 KB gzip), downloaded when the first .xlsx is shown. It unzips and parses
 * in a `blob:` worker, which the CSP allows (worker-src 'self' blob:); it never evaluates the workbook's content,
 * unlike the frozen xlsx 0.18.5 package, which is never used on uploaded files.
 */
export async function readWorkbook(data: Blob): Promise<SheetPreview[]> {
  const { default: readXlsxFile } = await import('read-excel-file/browser');
  return (await readXlsxFile(data)) as SheetPreview[];
}
