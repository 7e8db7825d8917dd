import type { PointerEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Offset, Size } from './ImageCropper.geometry.ts';
import {
  baseSize,
  centredOffset,
  clampOffset,
  cropOf,
  FRAME,
  MAX_ZOOM,
  zoomAround,
} from './ImageCropper.geometry.ts';

import './ImageCropper.css';

/**
 * A square crop (spec §9: avatars square, 1024 × 1024 by default): the image starts centred,
 * drag to frame it, zoom with the slider around the frame's centre, then the chosen square is
 * drawn onto a canvas of the output size.
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
  const [natural, setNatural] = useState<Size | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: Offset } | null>(null);

  const base = natural ? baseSize(natural) : { width: FRAME, height: FRAME };
  const width = base.width * zoom;
  const height = base.height * zoom;

  const place = (next: Offset) =>
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
    if (!natural || !image.current) return;
    const crop = cropOf(natural, base, zoom, offset);
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
              const loaded = { width: naturalWidth, height: naturalHeight };
              setNatural(loaded);
              setZoom(1);
              setOffset(centredOffset(baseSize(loaded)));
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
            setOffset(zoomAround(offset, zoom, next, base));
            setZoom(next);
          }}
        />
      </label>
      <div className="cropper__actions button-row">
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
