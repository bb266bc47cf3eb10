import type { FrameState } from 'ol/Map.js';
import ViewHint from 'ol/ViewHint.js';
import { create as createTransform, makeInverse, multiply, setFromArray, type Transform } from 'ol/transform.js';
import type { PillTone } from '../status-pill';
import type { ProjectedPoints } from './fleet-points';
import { TONE_COLORS } from './tones';

/** Point radius and white ring width, CSS pixels (the look of decision 0007's points). */
export const POINT_RADIUS_PX = 6;
const RING_PX = 1.5;
/**
 * Side of the screen cells, CSS pixels: a point whose cell already holds one is not drawn again
 * (a 12 px dot hides what lies within 2 px of its centre), so a frame costs at most one draw per
 * cell however many machines the view holds.
 */
const CELL_PX = 2;

/** The tones in the order of their index in a tone column (`toneIndexes`). */
export const TONE_ORDER: readonly PillTone[] = ['green', 'blue', 'amber', 'red', 'gray'];
const TONE_INDEX = new Map<PillTone, number>(TONE_ORDER.map((tone, i) => [tone, i]));

/** Each point's tone as an index into TONE_ORDER (gray for anything unknown), one byte per point. */
export const toneIndexes = (tones: readonly PillTone[]): Uint8Array => {
  const out = new Uint8Array(tones.length);
  const gray = TONE_INDEX.get('gray') ?? 0;
  for (let i = 0; i < tones.length; i += 1) out[i] = TONE_INDEX.get(tones[i] ?? 'gray') ?? gray;
  return out;
};

/** One prerendered dot per tone at `pixelRatio` (drawn with `drawImage`, the cheapest canvas call). */
const dotSprites = (pixelRatio: number): HTMLCanvasElement[] =>
  TONE_ORDER.map((tone) => {
    const size = Math.ceil((POINT_RADIUS_PX + RING_PX) * 2 * pixelRatio);
    const sprite = document.createElement('canvas');
    sprite.width = size;
    sprite.height = size;
    const ctx = sprite.getContext('2d');
    if (ctx !== null) {
      ctx.beginPath();
      ctx.arc(size / 2, size / 2, POINT_RADIUS_PX * pixelRatio, 0, 2 * Math.PI);
      ctx.fillStyle = TONE_COLORS[tone];
      ctx.fill();
      ctx.lineWidth = RING_PX * pixelRatio;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    }
    return sprite;
  });

/**
 * A canvas the size of the map that draws every point of a frame straight from the projected
 * columns (rules 21.13: 100,000 machines without a feature object per machine; decision 0015): each
 * point goes through the frame's coordinate-to-pixel transform, points off screen are skipped,
 * one dot per CELL_PX cell. While a gesture or animation lasts (OpenLayers' view hints), the last
 * full drawing is moved and scaled instead (decision 0007's image-layer trade, kept in 0015): one
 * `drawImage` per frame; the full redraw follows the gesture's end. Returns the render function
 * of an OpenLayers layer.
 */
export const pointsCanvas = (data: () => { readonly projected: ProjectedPoints; readonly tones: Uint8Array }) => {
  const canvas = document.createElement('canvas');
  canvas.style.position = 'absolute';
  canvas.style.inset = '0';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.style.pointerEvents = 'none';
  let sprites: HTMLCanvasElement[] = [];
  let spriteRatio = 0;
  let cells = new Uint8Array(0);
  const snapshot = document.createElement('canvas');
  /** The inverse of the last full drawing's coordinate-to-pixel transform, and what it drew; null: none to reuse. */
  let drawn: { readonly inverse: Transform; readonly data: object; readonly pixelRatio: number } | null = null;
  return (frameState: FrameState): HTMLElement => {
    const { pixelRatio, coordinateToPixelTransform: m } = frameState;
    const [width = 0, height = 0] = frameState.size;
    const w = Math.round(width * pixelRatio);
    const h = Math.round(height * pixelRatio);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    if (spriteRatio !== pixelRatio) {
      sprites = dotSprites(pixelRatio);
      spriteRatio = pixelRatio;
    }
    const ctx = canvas.getContext('2d');
    if (ctx === null) return canvas;
    ctx.clearRect(0, 0, w, h);
    const current = data();
    const moving = (frameState.viewHints[ViewHint.ANIMATING] ?? 0) > 0 || (frameState.viewHints[ViewHint.INTERACTING] ?? 0) > 0;
    if (moving && drawn !== null && drawn.data === current && drawn.pixelRatio === pixelRatio) {
      // Old pixel -> map coordinate -> new pixel; device pixels scale the translation only.
      const [ta = 1, tb = 0, tc = 0, td = 1, te = 0, tf = 0] = multiply(setFromArray(createTransform(), m), drawn.inverse);
      ctx.setTransform(ta, tb, tc, td, te * pixelRatio, tf * pixelRatio);
      ctx.drawImage(snapshot, 0, 0);
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      return canvas;
    }
    const { projected, tones } = current;
    const columns = Math.ceil(width / CELL_PX) + 2;
    const rows = Math.ceil(height / CELL_PX) + 2;
    if (cells.length < columns * rows) cells = new Uint8Array(columns * rows);
    else cells.fill(0, 0, columns * rows);
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
    const reach = POINT_RADIUS_PX + RING_PX;
    const half = (sprites[0]?.width ?? 0) / 2;
    const { x, y } = projected;
    for (let i = 0; i < x.length; i += 1) {
      const px = a * (x[i] ?? 0) + c * (y[i] ?? 0) + e;
      const py = b * (x[i] ?? 0) + d * (y[i] ?? 0) + f;
      if (px < -reach || py < -reach || px > width + reach || py > height + reach) continue;
      const column = Math.min(columns - 1, Math.max(0, Math.floor(px / CELL_PX) + 1));
      const cell = Math.min(rows - 1, Math.max(0, Math.floor(py / CELL_PX) + 1)) * columns + column;
      if (cells[cell] === 1) continue;
      cells[cell] = 1;
      const sprite = sprites[tones[i] ?? 0];
      if (sprite !== undefined) ctx.drawImage(sprite, Math.round(px * pixelRatio - half), Math.round(py * pixelRatio - half));
    }
    snapshot.width = w;
    snapshot.height = h;
    snapshot.getContext('2d')?.drawImage(canvas, 0, 0);
    drawn = { inverse: makeInverse(createTransform(), m), data: current, pixelRatio };
    return canvas;
  };
};
