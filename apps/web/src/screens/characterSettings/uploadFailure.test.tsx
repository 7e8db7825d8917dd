import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createApiClient } from '@hearth/contract';

import { ToastViewport } from '../../components/toast/ToastViewport.tsx';
import { uploadWithLadder } from '../../data/uploads/uploadImage.ts';
import { i18n } from '../../i18n/index.ts';
import { mockApi, rateLimited } from '../../test/mockFetch.ts';
import { showUploadFailure } from './uploadFailure.ts';

const MIB = 1024 * 1024;
const encode = async (attempt: { type: string }) => new Blob(['x'], { type: attempt.type });

/** Uploads a portrait against the given answer and shows its failure as the screen does. */
async function failedUploadText(answer: Parameters<typeof mockApi>[0][string], language = 'en') {
  mockApi({ 'POST /api/upload/avatar': answer });
  render(<ToastViewport />);
  const failure = await uploadWithLadder(encode, {
    kind: 'avatar',
    width: 1,
    height: 1,
    client: createApiClient(),
  }).catch((error: unknown) => error);
  await act(() => i18n.changeLanguage(language));
  // The screen's namespace loads with the screen; here it is loaded by hand.
  await i18n.loadNamespaces(['character', 'routes']);
  act(() =>
    showUploadFailure(failure, i18n.getFixedT(language, ['character', 'routes']), language),
  );
  return (await screen.findByTestId('toast')).textContent;
}

const quotaFull = {
  status: 413,
  body: {
    data: {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'full',
      details: { used_bytes: 24.6 * MIB, quota_bytes: 25 * MIB },
    },
  },
};

describe('a portrait that could not be uploaded', () => {
  it('says the stored images fill the quota, not that the image failed', async () => {
    expect(await failedUploadText(quotaFull)).toBe(
      'Your stored images leave no room for this one (24.6 MB of your 25 MB). ' +
        'Delete a character you no longer need to make room.',
    );
  });

  it('says it in Russian, with its own decimal comma', async () => {
    expect(await failedUploadText(quotaFull, 'ru')).toBe(
      'Для этого изображения нет места: ваши изображения занимают 24,6 МБ из 25 МБ. ' +
        'Удалите ненужного персонажа, чтобы освободить место.',
    );
  });

  it('says when to try again past the hourly limit', async () => {
    expect(await failedUploadText(rateLimited(1500))).toBe(
      'Too many attempts. Try again in 25 minutes.',
    );
  });

  it('keeps the minimum-quality text for an image too large at every quality', async () => {
    const tooLarge = { status: 413, body: { data: { code: 'PAYLOAD_TOO_LARGE', message: 'x' } } };
    expect(await failedUploadText(tooLarge)).toBe(
      'The image could not be uploaded, even at the minimum quality.',
    );
  });
});
