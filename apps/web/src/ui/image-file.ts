// The image upload rules (formats and size), checked in the browser before anything is sent.
import { imageFormats, limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';

/** TIFF files are as often named .tif as .tiff. */
const extensions = new Set<string>([...imageFormats, 'tif']);

/** For the file picker's accept attribute. */
export const imageAccept = [...extensions].map((extension) => `.${extension}`).join(',');

/** The message that rejects the file, or undefined when it may be uploaded. */
export function imageFileProblem(file: { name: string; size: number }): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !extensions.has(extension)) return messages.imageFormat;
  if (file.size > limits.imageMaxBytes) return messages.imageSize;
  return undefined;
}
