import { readdirSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { signUp, testClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { png, postImage } from './upload-test-kit.ts';

const clock = testClock();
const ctx = useTestApp({
  env: { UPLOADS_PER_HOUR: '4', UPLOAD_QUOTA_MB: '1' },
  build: { now: clock.now },
});

/** 700 × 700 px of noise: it stays about 370 KB once re-encoded, so three pass 1 MB. */
function noise(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(700 * 700 * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer();
}

type ErrorAnswer = { ok: false; data: { code: string; message: string; details: object } };

describe('per-user upload limits', () => {
  it('answers 429 with when to retry past the hourly number of uploads, per user', async () => {
    const token = await signUp(ctx.app, ctx.config, 'busy@example.com');
    for (let i = 0; i < 4; i += 1) {
      expect((await postImage(ctx.app, token, await png(8, 8, i))).statusCode).toBe(200);
    }
    const refused = await postImage(ctx.app, token, await png(8, 8, 9));
    expect(refused.statusCode).toBe(429);
    const answer = refused.json<ErrorAnswer>();
    expect(answer.data.code).toBe('RATE_LIMITED');
    expect(answer.data.message).toMatch(/At most 4 uploads an hour/);
    const retryAfter = (answer.data.details as { retry_after_s: number }).retry_after_s;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(retryAfter));

    // Another user is not held back by this one.
    const other = await signUp(ctx.app, ctx.config, 'calm@example.com');
    expect((await postImage(ctx.app, other, await png())).statusCode).toBe(200);
    // An hour later the user may upload again.
    clock.advance(3600 * 1000);
    expect((await postImage(ctx.app, token, await png())).statusCode).toBe(200);
  });

  it('answers 413 once the stored images would pass the quota, and stores nothing', async () => {
    const token = await signUp(ctx.app, ctx.config, 'hoarder@example.com');
    expect((await postImage(ctx.app, token, await noise(1))).statusCode).toBe(200);
    expect((await postImage(ctx.app, token, await noise(2))).statusCode).toBe(200);
    const stored = readdirSync(ctx.config.uploads.dir).length;
    const refused = await postImage(ctx.app, token, await noise(3));
    expect(refused.statusCode).toBe(413);
    expect(readdirSync(ctx.config.uploads.dir)).toHaveLength(stored);
    const answer = refused.json<ErrorAnswer>();
    expect(answer.data.code).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.data.message).toMatch(/Your images use [\d.]+ MB of your 1 MB/);
    expect(answer.data.details).toMatchObject({ quota_bytes: 1024 * 1024 });
    // Small images still fit in what is left.
    expect((await postImage(ctx.app, token, await png())).statusCode).toBe(200);
  });
});
