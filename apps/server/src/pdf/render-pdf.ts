import { createRequire } from 'node:module';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type PdfMake from 'pdfmake';

// pdfmake is a CommonJS singleton; it is configured once, here, and every PDF the
// portal renders (certificates, payslips) goes through renderPdf.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof PdfMake;

const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const fontFiles = {
  normal: path.join(fontDir, 'Roboto-Regular.ttf'),
  bold: path.join(fontDir, 'Roboto-Medium.ttf'),
  italics: path.join(fontDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
};
const allowedFiles = new Set(Object.values(fontFiles));

pdfmake.setFonts({ Roboto: fontFiles });
// A document never fetches anything: images arrive as data URLs built by the
// server, and the only files it may read are the fonts above.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => allowedFiles.has(path.resolve(file)));

/** A4 portrait in points, the size every portal document is printed on. */
export const A4 = 'A4' as const;

/** Renders a document definition to PDF bytes. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = pdfmake.createPdf({ pageSize: A4, ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } });
  return document.getBuffer();
}
