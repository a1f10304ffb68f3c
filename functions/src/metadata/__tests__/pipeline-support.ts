import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { uploadSasResponseSchema, type UploadSasResponse } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { putBlocks as putBlocksWithMd5 } from '../../documents/__tests__/upload-support';

/** Helpers of the extraction pipeline's API tests: a real text PDF, and the browser's direct upload then the add. */

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** '2026-11-24' → '24 de noviembre de 2026'. */
export const longDate = (iso: string) => `${Number(iso.slice(8, 10))} de ${months[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/** A text PDF with one line per entry (Helvetica, WinAnsi: Spanish accents print). */
export async function textPdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let y = 740;
  for (const line of lines) {
    page.drawText(line, { x: 50, y, size: 10, font });
    y -= 16;
  }
  return Buffer.from(await doc.save());
}

/** A 32-D opinion as the SAT prints it: folio, RFC, name, the sense and the review date. */
export function opinion32d(rfc: string, name: string, reviewedOn: string): Promise<Buffer> {
  return textPdf([
    'SERVICIO DE ADMINISTRACIÓN TRIBUTARIA',
    'OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES',
    'Folio: 26NA3827651',
    `Clave de R.F.C.: ${rfc}`,
    `Nombre, denominación o razón social: ${name}`,
    'En atención a su solicitud, le informamos que en los controles electrónicos institucionales del Servicio de',
    'Administración Tributaria, se observa que usted se encuentra al corriente en el cumplimiento de sus obligaciones',
    'fiscales, por lo que se emite esta opinión en sentido POSITIVO.',
    `Revisión practicada el día ${longDate(reviewedOn)}, a las 10:15 horas`,
  ]);
}

/** The upload's blocks with their MD5, as the browser sends them. */
export const putBlocks = (uploadUrl: string, data: Buffer, contentType: string) => putBlocksWithMd5(uploadUrl, data, contentType, md5(data));

export type Uploaded = { publicKey: string; status: string; sas: UploadSasResponse };

/** SAS, blocks, add (as the supplier's upload page does); the add's document. */
export async function upload(client: ApiClient, o: { type: string; fileName: string; data: Buffer; contentType?: string; add?: Record<string, unknown> }): Promise<Uploaded> {
  const contentType = o.contentType ?? 'application/pdf';
  const sasRes = await client.post('/api/documents/GetContainerSASToken', { documentTypeCode: o.type, fileName: o.fileName, size: o.data.length, contentType });
  expect(sasRes.status, JSON.stringify(sasRes.body)).toBe(200);
  const sas = uploadSasResponseSchema.parse(sasRes.body);
  await putBlocks(sas.uploadUrl, o.data, contentType);
  const res = await client.post('/api/documents/add', {
    name: o.fileName,
    contentType,
    blobUrl: sas.blobUrl,
    length: o.data.length,
    MD5: md5(o.data),
    documentTypeCode: o.type,
    status: 'V',
    ...o.add,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const document = (res.body as { document: { publicKey: string; status: string } }).document;
  return { publicKey: document.publicKey, status: document.status, sas };
}
