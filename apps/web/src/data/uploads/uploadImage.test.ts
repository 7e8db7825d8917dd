import { describe, expect, it } from 'vitest';

import { createApiClient } from '@hearth/contract';

import { mockApi, rateLimited } from '../../test/mockFetch.ts';
import {
  uploadAttempts,
  UploadFailedError,
  UploadQuotaError,
  uploadWithLadder,
} from './uploadImage.ts';

const encode = async (attempt: { type: string; quality?: number }) =>
  new Blob([`${attempt.type} ${attempt.quality ?? ''}`], { type: attempt.type });

describe('the 413 ladder', () => {
  it('starts with PNG, then a lossy format from 0.9 down by 5% for five retries', () => {
    expect(uploadAttempts()).toEqual([
      { type: 'image/png' },
      { type: 'image/webp', quality: 0.9 },
      { type: 'image/webp', quality: 0.85 },
      { type: 'image/webp', quality: 0.8 },
      { type: 'image/webp', quality: 0.75 },
      { type: 'image/webp', quality: 0.7 },
    ]);
    expect(uploadAttempts('image/jpeg').every((a, i) => i === 0 || a.type === 'image/jpeg')).toBe(
      true,
    );
    expect(uploadAttempts().every((a) => a.quality === undefined || a.quality >= 0.6)).toBe(true);
  });

  it('steps down on each 413 and answers the address of the first upload that fits', async () => {
    let tries = 0;
    const { callsTo } = mockApi({
      'POST /api/upload/avatar': () =>
        ++tries < 3
          ? { status: 413, body: { data: { code: 'PAYLOAD_TOO_LARGE', message: 'too large' } } }
          : { body: { url: '/api/uploads/a.webp', width: 1024, height: 1024 } },
    });
    const url = await uploadWithLadder(encode, {
      kind: 'avatar',
      group: 'character',
      width: 1024,
      height: 1024,
      client: createApiClient(),
    });
    expect(url).toBe('/api/uploads/a.webp');
    expect(callsTo('POST /api/upload/avatar')).toHaveLength(3);
  });

  it('gives up after the last retry, and at once on other errors', async () => {
    mockApi({
      'POST /api/upload/avatar': {
        status: 413,
        body: { data: { code: 'PAYLOAD_TOO_LARGE', message: 'x' } },
      },
      'POST /api/upload/map': {
        status: 415,
        body: { data: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' } },
      },
    });
    const client = createApiClient();
    await expect(
      uploadWithLadder(encode, { kind: 'avatar', width: 1, height: 1, client }),
    ).rejects.toThrow(UploadFailedError);
    const refused = mockApi({
      'POST /api/upload/map': {
        status: 415,
        body: { data: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' } },
      },
    });
    await expect(
      uploadWithLadder(encode, { kind: 'map', width: 1, height: 1, client }),
    ).rejects.toThrow('The image could not be uploaded, even at the minimum quality');
    expect(refused.callsTo('POST /api/upload/map')).toHaveLength(1);
  });

  it('stops at once when the 413 is the full quota, not the image', async () => {
    const { callsTo } = mockApi({
      'POST /api/upload/avatar': {
        status: 413,
        body: {
          data: {
            code: 'PAYLOAD_TOO_LARGE',
            message: 'full',
            details: { used_bytes: 26_000_000, quota_bytes: 26_214_400 },
          },
        },
      },
    });
    const failure = uploadWithLadder(encode, {
      kind: 'avatar',
      width: 1,
      height: 1,
      client: createApiClient(),
    });
    await expect(failure).rejects.toThrow(UploadQuotaError);
    await expect(failure).rejects.toMatchObject({ usedBytes: 26_000_000, quotaBytes: 26_214_400 });
    // A lower quality would be refused just the same and count against the hourly limit.
    expect(callsTo('POST /api/upload/avatar')).toHaveLength(1);
  });

  it('stops at once past the hourly limit, keeping the wait the server named', async () => {
    const { callsTo } = mockApi({ 'POST /api/upload/avatar': rateLimited(1200) });
    const failure = uploadWithLadder(encode, {
      kind: 'avatar',
      width: 1,
      height: 1,
      client: createApiClient(),
    });
    await expect(failure).rejects.toThrow(UploadFailedError);
    await expect(failure).rejects.toMatchObject({
      cause: { status: 429, data: { details: { retry_after_s: 1200 } } },
    });
    expect(callsTo('POST /api/upload/avatar')).toHaveLength(1);
  });
});
