/**
 * The cropper's geometry, in CSS pixels of the on-screen square frame: how the image is laid
 * under the frame (shorter side filling it at zoom 1), moved, zoomed and cut. Pure numbers, so
 * the rules are tested without a canvas.
 */

/** The on-screen square the image is framed in. */
export const FRAME = 280;
export const MAX_ZOOM = 3;

export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

export interface CropResult {
  /** The crop in the image's own pixels. */
  sx: number;
  sy: number;
  size: number;
}

/** The image's displayed size at zoom 1: its shorter side fills the frame. */
export function baseSize(natural: Size, frame = FRAME): Size {
  return natural.width < natural.height
    ? { width: frame, height: (natural.height / natural.width) * frame }
    : { width: (natural.width / natural.height) * frame, height: frame };
}

/** Keeps the frame covered: the image never leaves an empty edge inside it. */
export function clampOffset(offset: number, displayed: number, frame = FRAME): number {
  return Math.min(0, Math.max(frame - displayed, offset));
}

/** Where the image sits when it is first shown: its middle under the frame's middle. */
export function centredOffset(displayed: Size, frame = FRAME): Offset {
  return { x: (frame - displayed.width) / 2, y: (frame - displayed.height) / 2 };
}

/**
 * The offset after zooming from `from` to `to` that keeps the point of the image under the
 * frame's centre where it is (as a pinch would), then keeps the frame covered.
 *
 * @example zoomAround({ x: -140, y: 0 }, 1, 2, { width: 560, height: 280 })
 * // { x: -420, y: -140 }: the middle stays the middle
 */
export function zoomAround(
  offset: Offset,
  from: number,
  to: number,
  base: Size,
  frame = FRAME,
): Offset {
  const centre = frame / 2;
  // The centre's point in the image at zoom 1, then where it lands at the new zoom.
  const x = (centre - offset.x) / from;
  const y = (centre - offset.y) / from;
  return {
    x: clampOffset(centre - x * to, base.width * to, frame),
    y: clampOffset(centre - y * to, base.height * to, frame),
  };
}

/** The square of the image under the frame, in image pixels. */
export function cropOf(
  natural: Size,
  base: Size,
  zoom: number,
  offset: Offset,
  frame = FRAME,
): CropResult {
  const scale = (base.width * zoom) / natural.width;
  return { sx: -offset.x / scale, sy: -offset.y / scale, size: frame / scale };
}
