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

/** Where a document's faults are reported (the request's logger). */
export interface DocumentFaultLog {
  warn(details: object, message: string): void;
}

function hasImage(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasImage);
  if (node === null || typeof node !== 'object') return false;
  return 'image' in node || Object.values(node).some(hasImage);
}

/** A fresh copy of the content with every image left out (and none of pdfmake's own working keys). */
function withoutImages(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutImages);
  if (node === null || typeof node !== 'object') return node;
  if ('image' in node) return { text: '' };
  return Object.fromEntries(Object.entries(node).filter(([key]) => !key.startsWith('_')).map(([key, value]) => [key, withoutImages(value)]));
}

function render(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = pdfmake.createPdf({ pageSize: A4, ...definition, defaultStyle: { font: 'Roboto', ...definition.defaultStyle } });
  return document.getBuffer();
}

/**
 * Renders a document definition to PDF bytes. An image that cannot be drawn never
 * costs the person their document: it is rendered again without images, and the
 * fault is logged for HR to replace the image.
 */
export async function renderPdf(definition: TDocumentDefinitions, log?: DocumentFaultLog): Promise<Buffer> {
  if (!hasImage(definition.content)) return render(definition);
  const pristine = withoutImages(definition.content) as TDocumentDefinitions['content'];
  try {
    return await render(definition);
  } catch (error) {
    log?.warn({ err: error }, 'an image of the document cannot be drawn; rendered without images');
    return render({ ...definition, content: pristine });
  }
}
