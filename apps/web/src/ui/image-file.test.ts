import { describe, expect, it } from 'vitest';
import { messages } from '@studio/shared/messages';
import { imageFileProblem } from './image-file.ts';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts the accepted formats, in any letter case', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.png', 'a.tiff', 'a.tif', 'a.dng']) {
      expect(imageFileProblem({ name, size: MB })).toBeUndefined();
    }
  });

  it('rejects other formats with the exact message', () => {
    for (const name of ['a.gif', 'a.webp', 'a.pdf', 'png']) {
      expect(imageFileProblem({ name, size: MB })).toBe(messages.imageFormat);
    }
  });

  it('rejects files over 10 MB', () => {
    expect(imageFileProblem({ name: 'a.png', size: 10 * MB })).toBeUndefined();
    expect(imageFileProblem({ name: 'a.png', size: 10 * MB + 1 })).toBe(messages.imageSize);
  });
});
