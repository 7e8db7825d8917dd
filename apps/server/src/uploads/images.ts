import sharp from 'sharp';

/** Formats accepted as uploads; anything else (or anything that is not an image) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/** The largest side an image is stored at. */
export const MAX_SIDE = 2048;

export class NotAnImageError extends Error {}

export interface StoredImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

const clampSide = (value: number | undefined) =>
  value && Number.isFinite(value) ? Math.min(MAX_SIDE, Math.max(1, Math.round(value))) : undefined;

/**
 * Reads an uploaded file as an image and re-encodes it as WebP: metadata (EXIF, location) is
 * dropped, animation is flattened to its first frame, and the image is cropped to the asked
 * width and height (an avatar's square) or fitted within {@link MAX_SIDE}. Throws
 * {@link NotAnImageError} for anything that is not a real image.
 */
export async function reencodeImage(
  input: Buffer,
  size: { width?: number; height?: number } = {},
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`unsupported ${format}`);
  const width = clampSide(size.width);
  const height = clampSide(size.height);
  const pipeline = sharp(input, { failOn: 'error' }).rotate();
  const resized =
    width && height
      ? pipeline.resize(width, height, { fit: 'cover' })
      : pipeline.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await resized
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch {
    throw new NotAnImageError('unreadable image');
  }
}
