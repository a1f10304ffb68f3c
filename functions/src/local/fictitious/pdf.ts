/** Text PDFs (pdf-lib, standard Helvetica: WinAnsi covers Spanish accents) from placed pages. */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PAGE_HEIGHT, PAGE_WIDTH, type Page } from './layout';

export type PdfMeta = { title: string; producer: string; date: string };

/** A fixed creation date keeps the bytes a function of the seed alone. */
function fixedDate(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

export async function renderTextPdf(pages: Page[], meta: PdfMeta): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title);
  doc.setProducer(meta.producer);
  doc.setCreator(meta.producer);
  doc.setCreationDate(fixedDate(meta.date));
  doc.setModificationDate(fixedDate(meta.date));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const p of pages) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const item of p.items) {
      if (item.kind === 'text') {
        page.drawText(item.text, { x: item.x, y: PAGE_HEIGHT - item.y, size: item.size, font: item.bold ? bold : regular, color: rgb(0.08, 0.08, 0.08) });
      } else {
        page.drawLine({ start: { x: item.x1, y: PAGE_HEIGHT - item.y1 }, end: { x: item.x2, y: PAGE_HEIGHT - item.y2 }, thickness: item.width, color: rgb(0.3, 0.3, 0.3) });
      }
    }
  }
  return Buffer.from(await doc.save());
}

/** A PDF whose pages are only images (a scan): no text layer at all. */
export async function renderImagePdf(images: { bytes: Buffer; format: 'png' | 'jpg' }[], meta: PdfMeta): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer(meta.producer);
  doc.setCreator(meta.producer);
  doc.setCreationDate(fixedDate(meta.date));
  doc.setModificationDate(fixedDate(meta.date));
  for (const img of images) {
    // A copy with its own ArrayBuffer: pdf-lib's JPEG reader ignores a Buffer's byteOffset into Node's shared pool.
    const bytes = new Uint8Array(img.bytes);
    const embedded = img.format === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.drawImage(embedded, { x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
  }
  return Buffer.from(await doc.save());
}
