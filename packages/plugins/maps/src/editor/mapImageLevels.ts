import type { View } from './viewTransform.js';

type MapSource = HTMLImageElement | HTMLCanvasElement;

/** How many map pixels one pixel of `source` covers across: 1 for the full image, a power of two for a smaller copy. */
function factorOf(source: MapSource, mapWidth: number): number {
  return 2 ** Math.max(0, Math.round(Math.log2(mapWidth / Math.max(1, source.width))));
}

/**
 * The robot map image at halving sizes, so a zoomed-out frame draws a small copy (a 4,000 px map at a
 * fifth of its size: 1,000 px, not 16 million pixels filtered every frame) and a zoomed-in frame
 * draws only the part in view. Copies are made when first needed, each from the nearest larger one.
 * The map's preview, when there is one, is the copy at its size: the full image arriving after it
 * costs no 16-million-pixel copy until a zoom needs one that sharp. The image may itself be the
 * preview while the full one loads: it is drawn at the map's size, as sharp as it is.
 */
export class MapImageLevels {
  /** Copies by their factor (see factorOf). */
  private readonly copies = new Map<number, MapSource>();
  private readonly finest: number;

  constructor(image: MapSource, mapWidth: number, preview?: MapSource) {
    this.finest = factorOf(image, mapWidth);
    this.copies.set(this.finest, image);
    if (preview && factorOf(preview, mapWidth) > this.finest) this.copies.set(factorOf(preview, mapWidth), preview);
  }

  private copy(wanted: number): { source: CanvasImageSource; factor: number } {
    let factor = Math.max(wanted, this.finest);
    while (!this.copies.has(factor)) {
      // The nearest larger copy; each made is half of it, until the one wanted.
      let from = factor / 2;
      while (!this.copies.has(from)) from /= 2;
      const larger = this.copies.get(from) as MapSource;
      const width = Math.ceil(larger.width / 2);
      const height = Math.ceil(larger.height / 2);
      const canvas = width < 64 || height < 64 ? undefined : document.createElement('canvas');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) {
        factor = from;
        break;
      }
      canvas.width = width;
      canvas.height = height;
      ctx.imageSmoothingQuality = 'medium';
      ctx.drawImage(larger, 0, 0, width, height);
      this.copies.set(from * 2, canvas);
    }
    return { source: this.copies.get(factor) as CanvasImageSource, factor };
  }

  /** Draws the map at image size `width` × `height` onto `ctx` (transform: image pixels), only its part inside the viewport. */
  draw(ctx: CanvasRenderingContext2D, width: number, height: number, view: View, viewport: { width: number; height: number }): void {
    const ratio = window.devicePixelRatio || 1;
    const screenScale = view.scale * ratio;
    // The smallest copy still at least as sharp as the screen.
    const { source, factor } = this.copy(screenScale >= 1 ? 1 : 2 ** Math.max(0, Math.floor(Math.log2(1 / screenScale))));
    const x0 = Math.max(0, Math.floor(-view.x / view.scale));
    const y0 = Math.max(0, Math.floor(-view.y / view.scale));
    const x1 = Math.min(width, Math.ceil((viewport.width - view.x) / view.scale));
    const y1 = Math.min(height, Math.ceil((viewport.height - view.y) / view.scale));
    if (x1 <= x0 || y1 <= y0) return;
    ctx.imageSmoothingEnabled = screenScale < 1;
    ctx.drawImage(source, x0 / factor, y0 / factor, (x1 - x0) / factor, (y1 - y0) / factor, x0, y0, x1 - x0, y1 - y0);
  }
}
