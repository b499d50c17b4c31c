import { canShareFiles, downloadBlob } from './download.ts';

/**
 * Shares a file where the device can (Web Share API with files: to mail or messaging), and
 * otherwise downloads it. Resolves to what happened.
 */
export async function shareOrDownload(
  blob: Blob,
  name: string,
  title: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], name, { type: blob.type });
  if (canShareFiles([file])) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(name, blob);
  return 'downloaded';
}
