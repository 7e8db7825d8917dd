import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  baseSize,
  centredOffset,
  clampOffset,
  cropOf,
  FRAME,
  MAX_ZOOM,
  zoomAround,
} from './ImageCropper.geometry.ts';

const landscape = { width: 2000, height: 1000 };
const portrait = { width: 600, height: 900 };

/** The image point (at zoom 1, in displayed pixels) under the frame's centre. */
const underCentre = (offset: { x: number; y: number }, zoom: number) => ({
  x: (FRAME / 2 - offset.x) / zoom,
  y: (FRAME / 2 - offset.y) / zoom,
});

/** Pixels agree to a thousandth: floating point leaves 499.99999999999994 for 500. */
const near = (crop: { sx: number; sy: number; size: number }) => ({
  sx: Number(crop.sx.toFixed(3)) + 0,
  sy: Number(crop.sy.toFixed(3)) + 0,
  size: Number(crop.size.toFixed(3)),
});

describe('the cropper geometry', () => {
  it('fills the frame with the shorter side and starts centred', () => {
    expect(baseSize(landscape)).toEqual({ width: 560, height: 280 });
    expect(baseSize(portrait)).toEqual({ width: 280, height: 420 });
    expect(centredOffset(baseSize(landscape))).toEqual({ x: -140, y: 0 });
    // The crop of a centred landscape image is its middle square.
    const crop = cropOf(landscape, baseSize(landscape), 1, centredOffset(baseSize(landscape)));
    expect(near(crop)).toEqual({ sx: 500, sy: 0, size: 1000 });
  });

  it('zooms around the centre of the frame, not its top-left corner', () => {
    const base = baseSize(landscape);
    const start = centredOffset(base);
    const zoomed = zoomAround(start, 1, 2, base);
    expect(zoomed).toEqual({ x: -420, y: -140 });
    expect(underCentre(zoomed, 2)).toEqual(underCentre(start, 1));
    // The crop stays centred on the same spot of the photo: the middle 500 px square.
    expect(near(cropOf(landscape, base, 2, zoomed))).toEqual({ sx: 750, sy: 250, size: 500 });
  });

  it('keeps the point under the centre wherever the image was moved to', () => {
    const base = baseSize(portrait);
    const zoom = fc.double({ min: 1, max: MAX_ZOOM, noNaN: true });
    fc.assert(
      fc.property(zoom, zoom, fc.double({ min: 0, max: 1, noNaN: true }), (from, to, at) => {
        // Any framing reachable at `from`, then zooming in further from there.
        const offset = {
          x: clampOffset(-at * base.width * from, base.width * from),
          y: clampOffset(-at * base.height * from, base.height * from),
        };
        const higher = Math.max(from, to);
        const zoomed = zoomAround(offset, from, higher, base);
        const before = underCentre(offset, from);
        const after = underCentre(zoomed, higher);
        expect(after.x).toBeCloseTo(before.x, 6);
        expect(after.y).toBeCloseTo(before.y, 6);
      }),
    );
  });

  it('never leaves an empty edge, zooming out near an edge included', () => {
    const base = baseSize(landscape);
    // Zoomed in and moved to the right edge, then all the way out.
    const edge = { x: FRAME - base.width * 3, y: FRAME - base.height * 3 };
    const out = zoomAround(edge, 3, 1, base);
    expect(out).toEqual({ x: FRAME - base.width, y: 0 });
    const crop = cropOf(landscape, base, 1, out);
    expect(crop.sx + crop.size).toBeCloseTo(landscape.width);
  });
});
