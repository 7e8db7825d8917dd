import type { PointerEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import './ImageCropper.css';

/** The on-screen square the image is framed in, in CSS pixels. */
const FRAME = 280;
const MAX_ZOOM = 3;

interface Frame {
  /** Displayed size of the image at zoom 1 (its shorter side fills the frame). */
  baseWidth: number;
  baseHeight: number;
}

export interface CropResult {
  /** The crop in the image's own pixels. */
  sx: number;
  sy: number;
  size: number;
}

/** Keeps the frame covered: the image never leaves an empty edge inside it. */
export function clampOffset(offset: number, displayed: number): number {
  return Math.min(0, Math.max(FRAME - displayed, offset));
}

/** The square of the image under the frame, in image pixels. */
export function cropOf(
  natural: { width: number; height: number },
  frame: Frame,
  zoom: number,
  offset: { x: number; y: number },
): CropResult {
  const scale = (frame.baseWidth * zoom) / natural.width;
  return { sx: -offset.x / scale, sy: -offset.y / scale, size: FRAME / scale };
}

/**
 * A square crop (spec §9: avatars square, 1024 × 1024 by default): drag to frame the image,
 * zoom with the slider, then the chosen square is drawn onto a canvas of the output size.
 */
export function ImageCropper({
  source,
  outputSize,
  onCropped,
  onCancel,
  busy = false,
}: {
  source: Blob;
  outputSize: number;
  onCropped: (canvas: HTMLCanvasElement) => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('character');
  const image = useRef<HTMLImageElement>(null);
  // Revoked once the image has loaded: the element keeps the decoded picture for the crop.
  const url = useMemo(() => URL.createObjectURL(source), [source]);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: { x: number; y: number } } | null>(null);

  const frame: Frame | null = natural
    ? natural.width < natural.height
      ? { baseWidth: FRAME, baseHeight: (natural.height / natural.width) * FRAME }
      : { baseWidth: (natural.width / natural.height) * FRAME, baseHeight: FRAME }
    : null;
  const width = (frame?.baseWidth ?? FRAME) * zoom;
  const height = (frame?.baseHeight ?? FRAME) * zoom;

  const place = (next: { x: number; y: number }) =>
    setOffset({ x: clampOffset(next.x, width), y: clampOffset(next.y, height) });

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, start: offset };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current) return;
    place({
      x: drag.current.start.x + event.clientX - drag.current.x,
      y: drag.current.start.y + event.clientY - drag.current.y,
    });
  };

  const confirm = () => {
    if (!natural || !frame || !image.current) return;
    const crop = cropOf(natural, frame, zoom, offset);
    const canvas = document.createElement('canvas');
    canvas.width = outputSize;
    canvas.height = outputSize;
    canvas
      .getContext('2d')
      ?.drawImage(
        image.current,
        crop.sx,
        crop.sy,
        crop.size,
        crop.size,
        0,
        0,
        outputSize,
        outputSize,
      );
    onCropped(canvas);
  };

  return (
    <div className="cropper">
      <div
        className="cropper__frame"
        style={{ width: FRAME, height: FRAME }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {
          <img
            ref={image}
            src={url}
            alt=""
            draggable={false}
            className="cropper__image"
            style={{ width, height, transform: `translate(${offset.x}px, ${offset.y}px)` }}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              URL.revokeObjectURL(url);
              setNatural({ width: naturalWidth, height: naturalHeight });
              setZoom(1);
              setOffset({ x: 0, y: 0 });
            }}
          />
        }
      </div>
      <label className="field">
        <span className="field__label">{t('settings.zoom')}</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          onChange={(event) => {
            const next = Number(event.target.value);
            setZoom(next);
            const w = (frame?.baseWidth ?? FRAME) * next;
            const h = (frame?.baseHeight ?? FRAME) * next;
            setOffset((current) => ({
              x: clampOffset(current.x, w),
              y: clampOffset(current.y, h),
            }));
          }}
        />
      </label>
      <div className="cropper__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('settings.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={confirm}
          disabled={busy || !natural}
        >
          {busy ? t('settings.uploading') : t('settings.useImage')}
        </button>
      </div>
    </div>
  );
}
