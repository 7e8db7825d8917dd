import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { API_PREFIX, uploadImage } from '@hearth/contract';

import type { Config } from '../../config.ts';
import { uploads } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { toAppError } from '../../errors/to-app-error.ts';
import { refuseUnsafeInput } from '../../http/input-guard.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { UPLOAD_HELMET } from '../../plugins/security-headers.ts';
import { NotAnImageError, reencodeImage } from '../../uploads/images.ts';

const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;
const fieldValue = (field: unknown): string | undefined => {
  const value = (field as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reads the one file of a multipart body. The parser's own refusals (too large, too many parts)
 * keep their status; anything else it throws means the body itself is broken (no boundary, cut
 * short), which is the client's fault: 400, not 500.
 */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: MultipartFile; bytes: Buffer } | null> {
  try {
    const file = await request.file();
    return file ? { file, bytes: await file.toBuffer() } : null;
  } catch (error) {
    if (toAppError(error)) throw error;
    throw new AppError('BAD_REQUEST', 'The multipart body is malformed');
  }
}

/**
 * Image uploads (spec §7 `POST upload/{kind}`): the file is read up to the upload limit (413
 * beyond, which the client's quality ladder answers), checked to be a real image, re-encoded
 * and stored under `DATA_DIR/uploads`; it is then served at an unguessable address.
 */
export async function uploadRoutes(app: FastifyInstance, options: { config: Config }) {
  const { limitBytes, dir } = options.config.uploads;
  await app.register(multipart, {
    limits: { fileSize: limitBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  registerEndpoint(app, uploadImage, async ({ params, request }) => {
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
    }
    const upload = await readUpload(request);
    if (!upload)
      throw new AppError('VALIDATION', 'No file was sent', {
        fields: [{ path: 'body.file', message: 'Required' }],
      });
    const { file, bytes } = upload;
    const width = Number(fieldValue(file.fields.width)) || undefined;
    const height = Number(fieldValue(file.fields.height)) || undefined;
    const group = fieldValue(file.fields.group)?.slice(0, 40) || 'd';
    refuseUnsafeInput(group, 'body.group');
    let image;
    try {
      image = await reencodeImage(bytes, { width, height });
    } catch (error) {
      if (error instanceof NotAnImageError) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only images can be uploaded');
      }
      throw error;
    }
    const id = randomUUID();
    const name = `${id}.webp`;
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), image.data);
    await app.database.db.insert(uploads).values({
      id,
      userId: request.user!.id,
      kind: params.kind,
      group,
      path: name,
      contentType: image.contentType,
      sizeBytes: image.data.length,
      width: image.width,
      height: image.height,
    });
    return { url: `${API_PREFIX}/uploads/${name}`, width: image.width, height: image.height };
  });

  app.get(
    `${API_PREFIX}/uploads/:name`,
    // An image URL must never run script, even opened on its own: nosniff plus UPLOAD_HELMET's
    // image-only, sandboxed CSP.
    { schema: { hide: true, params: z.object({ name: z.string() }) }, helmet: UPLOAD_HELMET },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!FILE_NAME.test(name)) throw new AppError('NOT_FOUND');
      const data = await readFile(join(dir, name)).catch(() => null);
      if (!data) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
