import type { ApiClient } from '@hearth/contract';
import { ApiError, uploadImage } from '@hearth/contract';

import { api } from '../api/client.ts';

/** Spec §7, §9: quality starts at 0.9, 5% lower per retry, at most 5 retries, never below 0.6. */
export const UPLOAD_START_QUALITY = 0.9;
export const UPLOAD_QUALITY_STEP = 0.05;
export const UPLOAD_MIN_QUALITY = 0.6;
export const UPLOAD_RETRIES = 5;
/** Spec §9: avatars are cropped square, 1024 × 1024. */
export const CROP_SIZE = 1024;

export interface UploadAttempt {
  type: 'image/png' | 'image/webp' | 'image/jpeg';
  /** Lossy quality; PNG has none. */
  quality?: number;
}

/**
 * The 413 ladder (spec §7): first a PNG; then, each time the server says too large, a lossy
 * format (WebP, or JPEG where the browser cannot encode WebP) at 0.9, 0.85, 0.8… — up to five
 * retries, and never below 0.6.
 */
export function uploadAttempts(lossy: 'image/webp' | 'image/jpeg' = 'image/webp'): UploadAttempt[] {
  const attempts: UploadAttempt[] = [{ type: 'image/png' }];
  for (let retry = 0; retry < UPLOAD_RETRIES; retry += 1) {
    const quality = Math.round((UPLOAD_START_QUALITY - retry * UPLOAD_QUALITY_STEP) * 100) / 100;
    if (quality < UPLOAD_MIN_QUALITY) break;
    attempts.push({ type: lossy, quality });
  }
  return attempts;
}

/** The upload failed at every quality, or for another reason than size (spec §8). */
export class UploadFailedError extends Error {
  constructor(override readonly cause?: unknown) {
    super('The image could not be uploaded, even at the minimum quality');
    this.name = 'UploadFailedError';
  }
}

/**
 * The user's stored images leave no room for this one: a 413 whose details carry the quota
 * (`used_bytes`, `quota_bytes`). A smaller encoding is no answer; freeing space is.
 */
export class UploadQuotaError extends Error {
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    super('Your stored images leave no room for this one');
    this.name = 'UploadQuotaError';
  }
}

/** The quota a 413 names, or undefined when the 413 is about this image's own size. */
function quotaRefusal(error: ApiError): UploadQuotaError | undefined {
  const used = error.data.details?.['used_bytes'];
  const quota = error.data.details?.['quota_bytes'];
  return typeof used === 'number' && typeof quota === 'number'
    ? new UploadQuotaError(used, quota)
    : undefined;
}

export type EncodeImage = (attempt: UploadAttempt) => Promise<Blob>;

/** A canvas encoder: a canvas that cannot produce a blob is an error (spec §8). */
export function canvasEncoder(canvas: HTMLCanvasElement): EncodeImage {
  return (attempt) =>
    new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        attempt.type,
        attempt.quality,
      );
    });
}

/** Whether the browser really encodes WebP (Safari before 14 returns PNG instead). */
export function lossyTypeFor(canvas: HTMLCanvasElement): 'image/webp' | 'image/jpeg' {
  try {
    return canvas.toDataURL('image/webp').startsWith('data:image/webp')
      ? 'image/webp'
      : 'image/jpeg';
  } catch {
    return 'image/jpeg';
  }
}

/**
 * Uploads an image (spec §7 `POST upload/{kind}`: multipart with the file, the group — `d` by
 * default, `character` for avatars — and the size), walking down the 413 ladder. Answers the
 * image's address. A full quota throws `UploadQuotaError` at once; anything else that is not a
 * 413 throws `UploadFailedError` with the server's answer as its cause (a 429 names its wait).
 */
export async function uploadWithLadder(
  encode: EncodeImage,
  options: {
    kind: 'avatar' | 'background' | 'map' | 'token' | 'image';
    group?: string;
    width: number;
    height: number;
    lossy?: 'image/webp' | 'image/jpeg';
    client?: ApiClient;
  },
): Promise<string> {
  const client = options.client ?? api;
  for (const attempt of uploadAttempts(options.lossy)) {
    const blob = await encode(attempt);
    const form = new FormData();
    form.set('file', blob, `image.${attempt.type.split('/')[1]}`);
    form.set('group', options.group ?? 'd');
    form.set('width', String(options.width));
    form.set('height', String(options.height));
    try {
      const answer = await client.call(
        uploadImage,
        { params: { kind: options.kind } },
        { formData: form },
      );
      return answer.url;
    } catch (error) {
      if (error instanceof ApiError && error.status === 413) {
        const full = quotaRefusal(error);
        if (full) throw full;
        continue;
      }
      throw new UploadFailedError(error);
    }
  }
  throw new UploadFailedError();
}
