import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ImageCropper } from './ImageCropper.tsx';

beforeEach(() => {
  vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

/** Renders the cropper and lets a 2000 × 1000 photo load. */
function openPhoto() {
  render(
    <ImageCropper
      source={new Blob(['photo'])}
      outputSize={1024}
      onCropped={() => {}}
      onCancel={() => {}}
    />,
  );
  const image = document.querySelector('img.cropper__image') as HTMLImageElement;
  Object.defineProperty(image, 'naturalWidth', { value: 2000 });
  Object.defineProperty(image, 'naturalHeight', { value: 1000 });
  fireEvent.load(image);
  return image;
}

describe('the avatar cropper', () => {
  it('starts on the middle of the photo', () => {
    const image = openPhoto();
    // Shown 560 × 280 in the 280 px frame: 140 px hang out on each side.
    expect(image.style.width).toBe('560px');
    expect(image.style.transform).toBe('translate(-140px, 0px)');
  });

  it('zooms around the centre of the frame', () => {
    const image = openPhoto();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '2' } });
    // 1120 × 560 now; the photo's middle is still under the frame's middle.
    expect(image.style.width).toBe('1120px');
    expect(image.style.transform).toBe('translate(-420px, -140px)');
    fireEvent.change(screen.getByRole('slider'), { target: { value: '1' } });
    expect(image.style.transform).toBe('translate(-140px, 0px)');
  });
});
