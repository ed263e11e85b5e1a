/** JPEG, at most 800x600, quality 0.5, rotated as the camera meant. */
export interface ResizeOptions {
  maxWidth: number;
  maxHeight: number;
  quality: number;
}

export const IMAGE_DEFAULTS: Readonly<ResizeOptions> = {
  maxWidth: 800,
  maxHeight: 600,
  quality: 0.5,
};

export type ImageErrorKey = 'image.cannotLoad' | 'image.cannotRead';

/** A failure a member should see as "cannot load image." or "cannot read image file.". */
export class ImageError extends Error {
  constructor(
    readonly messageKey: ImageErrorKey,
    options?: ErrorOptions,
  ) {
    super(messageKey, options);
    this.name = 'ImageError';
  }
}

/** Fits width x height inside the box, never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Decodes an image file (EXIF orientation applied), resizes it with pica and encodes a JPEG.
 * A file that is not an image, or is broken, fails with "cannot read image file.".
 */
export async function resizeImage(file: Blob, options: Partial<ResizeOptions> = {}): Promise<Blob> {
  const { maxWidth, maxHeight, quality } = { ...IMAGE_DEFAULTS, ...options };
  if (file.type && !file.type.startsWith('image/')) throw new ImageError('image.cannotRead');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (cause) {
    throw new ImageError('image.cannotRead', { cause });
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
    const { default: createPica } = await import('pica');
    const pica = createPica({ features: ['js', 'wasm', 'cib'] });
    const target = document.createElement('canvas');
    target.width = size.width;
    target.height = size.height;
    await pica.resize(bitmap, target);
    return await pica.toBlob(target, 'image/jpeg', quality);
  } catch (cause) {
    throw new ImageError('image.cannotLoad', { cause });
  } finally {
    bitmap.close();
  }
}
