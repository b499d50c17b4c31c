import type { jsPDF } from 'jspdf';
import type { DevicePicture } from './deviceText.ts';

/**
 * The part of jsPDF's document internals a picture is written through: the same calls its own
 * picture plugin makes (the build cuts that plugin, scripts/jspdfTrim.ts: it reads image files,
 * and its reader of raw pixels drops their transparency). jsPDF is pinned, and the tests read
 * every exported PDF back.
 */
interface PdfInternals {
  readonly events: { subscribe(topic: string, handler: () => void): unknown };
  newObject(): number;
  putStream(options: {
    data: string;
    additionalKeyValues: { key: string; value: string | number }[];
    objectId: number;
  }): void;
  write(...parts: (string | number)[]): void;
  getCoordinateString(value: number): string;
  getVerticalCoordinateString(value: number): string;
}

/** Puts pictures on a PDF's pages; each picture is stored once, however often it is drawn. */
export interface PdfPictures {
  /** Draws a picture with its top left corner at (x, top), in the document's units. */
  draw(picture: DevicePicture, x: number, top: number): void;
  /**
   * Whatever `draw` puts on the page is read as `text` (PDF 1.7 section 14.9.4, ActualText) by
   * whatever extracts, searches or reads the page's text aloud. The graphics state `draw` leaves
   * (a text scaling, say) is undone after it.
   */
  readAs(text: string, draw: () => void): void;
}

/**
 * Pictures as image objects of the PDF (PDF 1.7 section 8.9.5): the colours, and the alpha as the
 * picture's soft mask, so the page shows through round the letters; both compressed as the rest
 * of the file is.
 */
export function pdfPictures(doc: jsPDF): PdfPictures {
  const internal = doc.internal as unknown as PdfInternals;
  const names = new Map<DevicePicture, string>();
  const objects = new Map<string, number>();
  internal.events.subscribe('putResources', () => {
    for (const [picture, name] of names) objects.set(name, putPicture(internal, picture));
  });
  internal.events.subscribe('putXobjectDict', () => {
    for (const [name, id] of objects) internal.write(`/${name} ${id} 0 R`);
  });
  return {
    draw(picture, x, top) {
      let name = names.get(picture);
      if (name === undefined) {
        name = `BpName${names.size + 1}`;
        names.set(picture, name);
      }
      const at = internal.getCoordinateString;
      const vertical = internal.getVerticalCoordinateString;
      internal.write('q');
      internal.write(
        `${at(picture.width)} 0 0 ${at(picture.height)} ${at(x)} ${vertical(top + picture.height)} cm`,
      );
      internal.write(`/${name} Do`);
      internal.write('Q');
    },
    readAs(text, draw) {
      internal.write(`/Span <</ActualText <FEFF${utf16Hex(text)}>>> BDC`);
      internal.write('q');
      draw();
      internal.write('Q');
      internal.write('EMC');
    },
  };
}

/** Text as UTF-16BE hex digits, as a PDF text string holds it after its byte order mark. */
function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) {
    hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

function putPicture(internal: PdfInternals, picture: DevicePicture): number {
  const count = picture.widthPx * picture.heightPx;
  const colour = new Uint8Array(count * 3);
  const alpha = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    colour[i * 3] = picture.pixels[i * 4] ?? 0;
    colour[i * 3 + 1] = picture.pixels[i * 4 + 1] ?? 0;
    colour[i * 3 + 2] = picture.pixels[i * 4 + 2] ?? 0;
    alpha[i] = picture.pixels[i * 4 + 3] ?? 0;
  }
  const image = (space: string, extra: { key: string; value: string | number }[]) => [
    { key: 'Type', value: '/XObject' },
    { key: 'Subtype', value: '/Image' },
    { key: 'Width', value: picture.widthPx },
    { key: 'Height', value: picture.heightPx },
    { key: 'ColorSpace', value: space },
    { key: 'BitsPerComponent', value: 8 },
    ...extra,
  ];
  const mask = internal.newObject();
  internal.putStream({
    data: bytesAsString(alpha),
    additionalKeyValues: image('/DeviceGray', []),
    objectId: mask,
  });
  internal.write('endobj');
  const id = internal.newObject();
  internal.putStream({
    data: bytesAsString(colour),
    additionalKeyValues: image('/DeviceRGB', [{ key: 'SMask', value: `${mask} 0 R` }]),
    objectId: id,
  });
  internal.write('endobj');
  return id;
}

/** jsPDF takes a stream's bytes as a string of bytes. */
export function bytesAsString(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return text;
}
