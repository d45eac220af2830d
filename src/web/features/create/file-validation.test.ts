import { describe, expect, it } from 'vitest';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import en from '../../../shared/messages/en/create.ts';
import de from '../../../shared/messages/de/create.ts';
import {
  checkFileCount,
  checkImageDataUrl,
  checkUploadedFile,
  checkVideoDuration,
  fileExtension,
  isImageTooSmall,
} from './file-validation.ts';

const m = textsOf(createI18n('en'), 'create', compileCatalogue(en)) as AreaTexts<'create'>;

const MB = 1024 * 1024;
const file = (name: string, size = MB, type = '') => ({ name, size, type });

describe('file validation of the upload panel', () => {
  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Holiday.JPEG')).toBe('jpeg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('accepts jpeg, jpg, png and webp photos up to 10 MB', () => {
    for (const name of ['a.jpeg', 'b.jpg', 'c.PNG', 'd.webp'])
      expect(checkUploadedFile(file(name, 10 * MB), 'pick', m)).toEqual({ kind: 'image' });
  });

  it('refuses other formats as Unsupported file format, naming the file', () => {
    const decision = checkUploadedFile(file('scan.gif', MB, 'image/gif'), 'pick', m);
    expect(decision).toMatchObject({
      kind: 'refused',
      refusal: {
        title: 'Unsupported file format',
        description: 'Please upload a JPG, PNG, or WebP image file. The file you selected (scan.gif) is not supported.',
      },
    });
  });

  it('refuses HEIC and HEIF photos from phones with the same clear words', () => {
    for (const candidate of [
      file('IMG_0001.HEIC', MB, 'image/heic'),
      file('IMG_0002.heif'),
      file('photo', MB, 'image/heif'),
    ]) {
      const decision = checkUploadedFile(candidate, 'drop', m);
      expect(decision.kind).toBe('refused');
      if (decision.kind === 'refused') expect(decision.refusal.title).toBe(m.unsupportedFormatTitle);
    }
  });

  it('refuses a photo over 10 MB with the drop words when dropped and our own when picked', () => {
    const big = file('big.jpg', 10 * MB + 1, 'image/jpeg');
    expect(checkUploadedFile(big, 'drop', m)).toMatchObject({
      refusal: { title: 'Image Too Large', description: m.imageTooLargeDrop },
    });
    expect(checkUploadedFile(big, 'pick', m)).toMatchObject({
      refusal: { title: 'Image file too large', description: m.imageFileTooLarge },
    });
  });

  it('sends a video arriving on the image path to the video flow', () => {
    for (const name of ['clip.mp4', 'clip.MOV', 'clip.webm', 'clip.avi'])
      expect(checkUploadedFile(file(name, 40 * MB), 'drop', m)).toEqual({ kind: 'video' });
  });

  it('refuses a video of another container as a Video Error', () => {
    expect(checkUploadedFile(file('clip.mkv', MB, 'video/x-matroska'), 'pick', m)).toMatchObject({
      kind: 'refused',
      refusal: { title: 'Video Error' },
    });
  });

  it('takes only one file at a time', () => {
    expect(checkFileCount(1, m)).toBeNull();
    expect(checkFileCount(2, m)?.title).toBe('Upload failed');
  });

  it('requires a data URL that starts with data:image/', () => {
    expect(checkImageDataUrl('data:image/jpeg;base64,AAAA', m)).toBeNull();
    expect(checkImageDataUrl('data:text/plain;base64,AAAA', m)).toEqual({
      title: 'Image format error',
      description: m.imageFormatError,
    });
    expect(checkImageDataUrl('', m)).toEqual({ title: 'Upload failed', description: m.noImageData });
  });

  it('warns about a side under 300 px', () => {
    expect(isImageTooSmall(299, 1000)).toBe(true);
    expect(isImageTooSmall(1000, 299)).toBe(true);
    expect(isImageTooSmall(300, 300)).toBe(false);
  });

  it('refuses a clip over 10 seconds with its rounded length', () => {
    expect(checkVideoDuration(3, m)).toBeNull();
    expect(checkVideoDuration(10, m)).toBeNull();
    expect(checkVideoDuration(10.3, m)).toBeNull();
    expect(checkVideoDuration(12.6, m)).toEqual({
      title: 'Video Too Long',
      description: 'Video must be 10 seconds or shorter. Your video is 13 seconds.',
    });
    expect(checkVideoDuration(240, m)?.description).toContain('Your video is 240 seconds.');
    expect(checkVideoDuration(Number.NaN, m)?.title).toBe('Video Error');
  });

  it("words a refusal in the visitor's language", () => {
    const german = textsOf(createI18n('de'), 'create', compileCatalogue(de)) as AreaTexts<'create'>;
    expect(checkVideoDuration(12.6, german)).toEqual({
      title: 'Video zu lang',
      description: 'Das Video darf höchstens 10 Sekunden lang sein. Dein Video dauert 13 Sekunden.',
    });
  });
});
