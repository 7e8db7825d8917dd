import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { characters } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { signUp } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { releaseUploads } from '../../uploads/file-cleanup.ts';
import { removingReleasedFiles } from '../../uploads/upload-files.ts';
import { caller, createFighter, dataOf } from '../inventories/inventory-test-kit.ts';
import { uploadAvatar } from './upload-test-kit.ts';

/** While set, removing an upload file fails as a busy or read-only disk would. */
let removalsFail = false;

const ctx = useTestApp({
  // No grace period: a file without a row is swept at once (nothing uploads in the meantime).
  env: { UPLOAD_SWEEP_GRACE_S: '0' },
  build: {
    removeUploadFile: async (path) => {
      if (removalsFail) throw Object.assign(new Error('resource busy'), { code: 'EBUSY' });
      await unlink(path);
    },
  },
  // Deletes a character and releases its avatar in a transaction that then fails.
  configure: (app) => {
    app.post<{ Params: { id: string } }>('/test/failed-delete/:id', async (request) =>
      removingReleasedFiles(app.uploadFiles, (released) =>
        app.database.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(characters)
            .where(eq(characters.id, request.params.id))
            .returning();
          released.push(...(await releaseUploads(tx, row!.userId, [row!.avatar])));
          throw new AppError('CONFLICT', 'Something failed after the release');
        }),
      ),
    );
  },
});
const call = caller(() => ctx.app);
let token: string;

beforeAll(async () => {
  token = await signUp(ctx.app, ctx.config, 'gallery@example.com');
});

const fileOf = (url: string) => join(ctx.config.uploads.dir, url.split('/').pop()!);
const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;

/** A new character of the user of `token` showing `avatar`. */
async function characterWith(avatar: string, userToken = token): Promise<Character> {
  const { character } = await createFighter(() => ctx.app, userToken);
  const updated = await call('POST', `/api/characters/${character.id}`, userToken, { avatar });
  expect(updated.statusCode, updated.body).toBe(200);
  return dataOf<Character>(updated);
}

async function deleteCharacter(id: string, userToken = token) {
  await call('POST', `/api/characters/${id}`, userToken, { active: false });
  const deleted = await call('DELETE', `/api/characters/${id}`, userToken);
  expect(deleted.statusCode, deleted.body).toBe(200);
}

describe('uploaded images follow their owner', () => {
  it('deleting a character removes its avatar: the URL answers 404, the file is gone', async () => {
    const url = await uploadAvatar(ctx.app, token);
    const character = await characterWith(url);
    expect(await served(url)).toBe(200);
    await deleteCharacter(character.id);
    expect(await served(url)).toBe(404);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('replacing an avatar removes the old image and serves the new one', async () => {
    const first = await uploadAvatar(ctx.app, token);
    const character = await characterWith(first);
    const second = await uploadAvatar(ctx.app, token);
    const replaced = await call('POST', `/api/characters/${character.id}`, token, {
      avatar: second,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await served(first)).toBe(404);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(await served(second)).toBe(200);
    // Sending the same avatar again releases nothing.
    await call('POST', `/api/characters/${character.id}`, token, { avatar: second });
    expect(await served(second)).toBe(200);
  });

  it('deleting the account removes every image of it', async () => {
    const owner = await signUp(ctx.app, ctx.config, 'leaving@example.com');
    const shown = await uploadAvatar(ctx.app, owner);
    await characterWith(shown, owner);
    const unused = await uploadAvatar(ctx.app, owner);
    const deleted = await call('DELETE', '/api/auth/user', owner, { password: 'correct horse' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const url of [shown, unused]) {
      expect(await served(url)).toBe(404);
      expect(existsSync(fileOf(url))).toBe(false);
    }
  });

  it('keeps an image another character still shows, until the last one goes', async () => {
    const url = await uploadAvatar(ctx.app, token);
    const first = await characterWith(url);
    const second = await characterWith(url);
    await deleteCharacter(first.id);
    expect(await served(url)).toBe(200);
    const other = await uploadAvatar(ctx.app, token);
    await call('POST', `/api/characters/${second.id}`, token, { avatar: other });
    expect(await served(url)).toBe(404);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('refuses as an avatar an image that is not stored for the user', async () => {
    const stranger = await signUp(ctx.app, ctx.config, 'stranger@example.com');
    const theirs = await uploadAvatar(ctx.app, stranger);
    const { character } = await createFighter(() => ctx.app, token);
    const borrowed = await call('POST', `/api/characters/${character.id}`, token, {
      avatar: theirs,
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({
      data: { code: 'VALIDATION', details: { fields: [{ path: 'body.avatar' }] } },
    });
    // Nor one released with the character that showed it.
    const url = await uploadAvatar(ctx.app, token);
    const shown = await characterWith(url);
    await deleteCharacter(shown.id);
    const stale = await call('POST', `/api/characters/${character.id}`, token, { avatar: url });
    expect(stale.statusCode).toBe(400);
  });

  it('never removes an image a character is given while another showing it is deleted', async () => {
    for (let round = 0; round < 6; round += 1) {
      const url = await uploadAvatar(ctx.app, token);
      const leaving = await characterWith(url);
      await call('POST', `/api/characters/${leaving.id}`, token, { active: false });
      const { character: staying } = await createFighter(() => ctx.app, token);
      const [deleted, given] = await Promise.all([
        call('DELETE', `/api/characters/${leaving.id}`, token),
        call('POST', `/api/characters/${staying.id}`, token, { avatar: url }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      // Either the avatar was set first and keeps the image, or the image was gone and the
      // avatar refused: a character never shows a removed image.
      expect([200, 400], given.body).toContain(given.statusCode);
      expect(await served(url)).toBe(given.statusCode === 200 ? 200 : 404);
      expect(existsSync(fileOf(url))).toBe(given.statusCode === 200);
    }
  });

  it('retries a removal that failed: the URL answers 404 at once, the sweep removes the file', async () => {
    const url = await uploadAvatar(ctx.app, token);
    const character = await characterWith(url);
    removalsFail = true;
    try {
      await deleteCharacter(character.id);
      expect(await served(url)).toBe(404);
      expect(existsSync(fileOf(url))).toBe(true);
      await ctx.app.uploadFiles.sweep();
      expect(existsSync(fileOf(url))).toBe(true);
    } finally {
      removalsFail = false;
    }
    expect(await ctx.app.uploadFiles.sweep()).toBe(1);
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('keeps the file when the transaction that released it rolls back', async () => {
    const url = await uploadAvatar(ctx.app, token);
    const character = await characterWith(url);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: `/test/failed-delete/${character.id}`,
    });
    expect(failed.statusCode).toBe(409);
    expect(await served(url)).toBe(200);
    expect(existsSync(fileOf(url))).toBe(true);
    const kept = await call('GET', `/api/characters/${character.id}`, token);
    expect(dataOf<Character>(kept).avatar).toBe(url);
    // Nor does the sweep take it: its row is still there.
    await ctx.app.uploadFiles.sweep();
    expect(existsSync(fileOf(url))).toBe(true);
  });
});

describe('the sweep', () => {
  const graced = useTestApp();

  it('leaves a file without a row alone during the grace period (an upload in flight)', async () => {
    const { dir } = graced.config.uploads;
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.webp`;
    await writeFile(join(dir, name), 'not yet recorded');
    expect(await graced.app.uploadFiles.sweep()).toBe(0);
    expect(existsSync(join(dir, name))).toBe(true);
  });
});
