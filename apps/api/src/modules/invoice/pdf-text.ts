import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFStream } from 'pdf-lib';

/** WinAnsi bytes 0x80-0x9f that are not Latin-1; the rest of the range maps one to one. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};

function decodeHex(hex: string): string {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = Number.parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
  }
  return out;
}

function streamText(stream: PDFStream): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return filter === PDFName.of('FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
}

/**
 * The text strings drawn on each page, in drawing order (hex-string `Tj` operators as pdf-lib writes them
 * for the standard fonts). A reader of our own invoices, not a general PDF text extractor.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = refs
      .map((ref) => pdf.context.lookup(ref))
      .map((stream) => streamText(stream as PDFStream))
      .join('\n');
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decodeHex(m[1]!));
  });
}
