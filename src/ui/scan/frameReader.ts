/**
 * Reads QR codes off the camera's picture. The browser's own BarcodeDetector where it has one that
 * reads QR codes (most phones); otherwise a QR decoder library, fetched only now that the camera
 * is open, reading the picture drawn onto a canvas.
 */

/** The part of the Shape Detection API used here; not yet in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<readonly { readonly rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export interface FrameReader {
  /** Which reader it is: the browser's own, or the library. */
  readonly kind: 'platform' | 'library';
  /** The texts of the QR codes in the video's current picture; none when none is read. */
  read(video: HTMLVideoElement): Promise<readonly string[]>;
}

/** The widest picture handed to the library: larger costs time and reads no better. */
const LIBRARY_SIDE = 800;

async function platformReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector === undefined) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'platform',
      read: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
    };
  } catch {
    return null;
  }
}

async function libraryReader(): Promise<FrameReader> {
  const { readQr } = await import('./qrDecode.ts');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'library',
    read: (video) => {
      const { videoWidth: width, videoHeight: height } = video;
      if (context === null || width === 0 || height === 0) return Promise.resolve([]);
      const scale = Math.min(1, LIBRARY_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      // No code in this picture, or one too blurred to read: the next picture may do.
      const text = readQr(context.getImageData(0, 0, canvas.width, canvas.height));
      return Promise.resolve(text === null ? [] : [text]);
    },
  };
}

/** The best reader this browser offers. */
export async function openFrameReader(): Promise<FrameReader> {
  return (await platformReader()) ?? libraryReader();
}
