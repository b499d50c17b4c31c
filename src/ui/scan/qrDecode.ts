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
 *
 * The places are looked for twice when need be. First leniently: a corner square need look right
 * along one diagonal only, as in a blurred or tilted camera frame. Then, if places were found but
 * none decoded, strictly, along both: in a large code, lenient looking can take stretches of the
 * data for corner squares and try only wrong places, where strict looking finds the code's own
 * corners. A picture with nothing like a code in it is looked at once.
 */
export function readQr(picture: Picture): string | null {
  const binarized = binarize(grayscale(picture as ImageData), picture.width, picture.height);
  const decoder = new Decoder();
  for (const strict of [false, true]) {
    const places = new Detector({ strict }).detect(binarized);
    let tried = 0;
    for (let place = places.next(); place.done !== true; tried++) {
      try {
        return decoder.decode(place.value.matrix).content;
      } catch {
        // Not a code after all, or one that does not decode: the next place, told this one failed.
        place = places.next(false);
      }
    }
    if (tried === 0) return null;
  }
  return null;
}
