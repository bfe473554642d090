import type { Locale } from '@retropics/domain/constants';
import { PDFDocument, type PDFFont, PDFName, PDFString, rgb, StandardFonts } from 'pdf-lib';
import type { QRCode } from 'qrcode';
import { printable } from '../payments/receipt.js';
import type { PosterPhotograph } from './short-url.repository.js';

export type PosterImage = { jpeg: Buffer; width: number; height: number };

export type Poster = {
  photograph: PosterPhotograph;
  locale: Locale;
  shortUrl: string;
  qr: QRCode;
  image: PosterImage | null;
};

const TEXTS = {
  de: {
    call: 'Scannen und diesen Ort in der Vergangenheit sehen',
    hint: 'QR-Code mit der Handykamera scannen oder die Adresse öffnen:',
    photo: 'Foto',
    licence: 'Lizenz',
  },
  en: {
    call: 'Scan to see this place in the past',
    hint: 'Scan the QR code with your phone camera or open the address:',
    photo: 'Photo',
    licence: 'Licence',
  },
  it: {
    call: 'Inquadra il codice e vedi questo luogo nel passato',
    hint: 'Inquadra il codice QR con la fotocamera del telefono o apri l’indirizzo:',
    photo: 'Foto',
    licence: 'Licenza',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A4 in PostScript points, the page the plaque is printed on. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const IMAGE_MAX_HEIGHT = 380;
const QR_SIZE = 190;

/** The lines of text the poster prints under the picture. */
function facts(poster: Poster) {
  const t = TEXTS[poster.locale];
  const { photograph } = poster;
  const when = [photograph.dateText, photograph.place].filter(Boolean).join(' · ');
  const credit = [photograph.photographer, photograph.source, photograph.organization].filter(Boolean);
  const attribution = [
    credit.length > 0 ? `${t.photo}: ${credit.join(' · ')}` : null,
    photograph.licenseName ? `${t.licence}: ${photograph.licenseName}` : null,
  ]
    .filter(Boolean)
    .join(' – ');
  return { t, title: photograph.title, when, attribution };
}

/** Where the picture sits: as wide as the page allows, no higher than its box, centred. */
function imageBox(image: PosterImage) {
  const scale = Math.min(CONTENT_WIDTH / image.width, IMAGE_MAX_HEIGHT / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: MARGIN + (CONTENT_WIDTH - width) / 2, width, height };
}

/** Words into lines no wider than `width`, by the measure given. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The dark modules of the code, row by row, with the quiet zone left to the caller. */
function darkModules(qr: QRCode): Array<[number, number]> {
  const { size } = qr.modules;
  const dark: Array<[number, number]> = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) dark.push([row, col]);
  return dark;
}

/** The poster as an A4 PDF (pdf-lib with the standard Helvetica, as the receipts). */
export async function renderPosterPdf(poster: Poster): Promise<{ body: Buffer; contentType: string }> {
  const { t, title, when, attribution } = facts(poster);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printableTitle(title));
  pdf.setLanguage(poster.locale);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = PAGE.height - MARGIN;

  if (poster.image) {
    const picture = await pdf.embedJpg(poster.image.jpeg);
    const box = imageBox(poster.image);
    y -= box.height;
    page.drawImage(picture, { x: box.x, y, width: box.width, height: box.height });
    y -= 28;
  }
  const paragraph = (text: string, font: PDFFont, size: number, gap: number) => {
    const safe = printable(font, text);
    for (const line of wrap(safe, CONTENT_WIDTH, (l) => font.widthOfTextAtSize(l, size))) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 0.35;
    }
    y -= gap;
  };
  paragraph(title, bold, 22, 6);
  if (when) paragraph(when, regular, 13, 4);
  if (attribution) paragraph(attribution, regular, 9, 0);

  // The code in the bottom left corner, its call and address beside it.
  const cell = QR_SIZE / poster.qr.modules.size;
  for (const [row, col] of darkModules(poster.qr)) {
    page.drawRectangle({
      x: MARGIN + col * cell,
      y: MARGIN + QR_SIZE - (row + 1) * cell,
      width: cell,
      height: cell,
      color: rgb(0, 0, 0),
    });
  }
  const textX = MARGIN + QR_SIZE + 24;
  const textWidth = PAGE.width - MARGIN - textX;
  let textY = MARGIN + QR_SIZE;
  for (const line of wrap(printable(bold, t.call), textWidth, (l) => bold.widthOfTextAtSize(l, 20))) {
    textY -= 22;
    page.drawText(line, { x: textX, y: textY, size: 20, font: bold });
  }
  textY -= 10;
  for (const line of wrap(printable(regular, t.hint), textWidth, (l) => regular.widthOfTextAtSize(l, 10))) {
    textY -= 13;
    page.drawText(line, { x: textX, y: textY, size: 10, font: regular });
  }
  textY -= 18;
  page.drawText(poster.shortUrl, { x: textX, y: textY, size: 12, font: bold, color: rgb(0.05, 0.2, 0.5) });
  // The address is a link too, for those who open the PDF on a screen.
  const link = pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [textX, textY - 3, textX + bold.widthOfTextAtSize(poster.shortUrl, 12), textY + 12],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(poster.shortUrl) },
    }),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj([link]));
  page.drawText('RetroPics', { x: textX, y: MARGIN, size: 10, font: regular, color: rgb(0.35, 0.35, 0.35) });
  // Without object streams the link's address stays readable in the file, as in any plain PDF.
  return { body: Buffer.from(await pdf.save({ useObjectStreams: false })), contentType: 'application/pdf' };
}

const printableTitle = (title: string) => `RetroPics – ${title}`;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Helvetica's average letter is about half as wide as it is high: enough to break SVG lines. */
const roughWidth = (size: number) => (line: string) => line.length * size * 0.52;

/**
 * The same poster as SVG (A4 in millimetres, drawn in points like the PDF), for printers' layout
 * programs: text stays text and the code stays sharp at any size.
 */
export function renderPosterSvg(poster: Poster): { body: Buffer; contentType: string } {
  const { t, title, when, attribution } = facts(poster);
  const parts: string[] = [];
  let y = MARGIN;
  if (poster.image) {
    const box = imageBox(poster.image);
    parts.push(
      `<image x="${box.x}" y="${y}" width="${box.width}" height="${box.height}" href="data:image/jpeg;base64,${poster.image.jpeg.toString('base64')}"/>`,
    );
    y += box.height + 28;
  }
  const paragraph = (text: string, size: number, weight: 'bold' | 'normal', gap: number) => {
    for (const line of wrap(text, CONTENT_WIDTH, roughWidth(size))) {
      y += size;
      parts.push(
        `<text x="${MARGIN}" y="${y.toFixed(1)}" font-size="${size}" font-weight="${weight}" fill="#1a1a1a">${escapeXml(line)}</text>`,
      );
      y += size * 0.35;
    }
    y += gap;
  };
  paragraph(title, 22, 'bold', 6);
  if (when) paragraph(when, 13, 'normal', 4);
  if (attribution) paragraph(attribution, 9, 'normal', 0);

  const size = poster.qr.modules.size;
  const top = PAGE.height - MARGIN - QR_SIZE;
  const path = darkModules(poster.qr)
    .map(([row, col]) => `M${col} ${row}h1v1h-1z`)
    .join('');
  parts.push(
    `<g transform="translate(${MARGIN} ${top.toFixed(2)}) scale(${(QR_SIZE / size).toFixed(4)})"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/><path d="${path}" fill="#000" shape-rendering="crispEdges"/></g>`,
  );
  const textX = MARGIN + QR_SIZE + 24;
  const textWidth = PAGE.width - MARGIN - textX;
  let textY = top;
  for (const line of wrap(t.call, textWidth, roughWidth(20))) {
    textY += 22;
    parts.push(`<text x="${textX}" y="${textY}" font-size="20" font-weight="bold">${escapeXml(line)}</text>`);
  }
  textY += 10;
  for (const line of wrap(t.hint, textWidth, roughWidth(10))) {
    textY += 13;
    parts.push(`<text x="${textX}" y="${textY}" font-size="10">${escapeXml(line)}</text>`);
  }
  textY += 18;
  parts.push(
    `<text x="${textX}" y="${textY}" font-size="12" font-weight="bold" fill="#0d3380">${escapeXml(poster.shortUrl)}</text>`,
    `<text x="${textX}" y="${PAGE.height - MARGIN}" font-size="10" fill="#595959">RetroPics</text>`,
  );
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 ${PAGE.width} ${PAGE.height}" font-family="Helvetica, Arial, sans-serif" xml:lang="${poster.locale}">
<title>${escapeXml(printableTitle(title))}</title>
<rect width="100%" height="100%" fill="#fff"/>
${parts.join('\n')}
</svg>
`;
  return { body: Buffer.from(svg), contentType: 'image/svg+xml; charset=utf-8' };
}
