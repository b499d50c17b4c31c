import { binarize, Decoder, Detector, grayscale } from '@nuintun/qrcode';

/** A picture as a canvas gives it: RGBA, four bytes a pixel, row after row. */
export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/**
 * The text of a QR code in a picture, or null when none can be read in it. The QR decoder the
 * camera falls back on where the browser has no BarcodeDetector (@nuintun/qrcode, a port of the
 * ZXing reader): the picture made black and white, each place that looks like a code tried until
 * one decodes. Loaded only when the camera opens.
 */
export function readQr(picture: Picture): string | null {
  const binarized = binarize(grayscale(picture as ImageData), picture.width, picture.height);
  const decoder = new Decoder();
  const places = new Detector().detect(binarized);
  for (let place = places.next(); place.done !== true;) {
    try {
      return decoder.decode(place.value.matrix).content;
    } catch {
      // Not a code after all, or one that does not decode: the next place, told this one failed.
      place = places.next(false);
    }
  }
  return null;
}
