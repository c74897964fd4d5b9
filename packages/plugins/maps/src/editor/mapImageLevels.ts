import type { View } from './viewTransform.js';

/**
 * The robot map image at halving sizes, so a zoomed-out frame draws a small copy (a 4,000 px map at a
 * fifth of its size: 1,000 px, not 16 million pixels filtered every frame) and a zoomed-in frame
 * draws only the part in view. Copies are made when first needed, each from the one above it.
 */
export class MapImageLevels {
  private readonly levels: CanvasImageSource[];

  constructor(private readonly image: HTMLImageElement | HTMLCanvasElement) {
    this.levels = [image];
  }

  private level(k: number): { source: CanvasImageSource; factor: number } {
    while (this.levels.length <= k) {
      const previous = this.levels[this.levels.length - 1] as HTMLImageElement | HTMLCanvasElement;
      const factor = 2 ** this.levels.length;
      const width = Math.ceil(this.image.width / factor);
      const height = Math.ceil(this.image.height / factor);
      if (width < 64 || height < 64) break;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) break;
      ctx.imageSmoothingQuality = 'medium';
      ctx.drawImage(previous, 0, 0, width, height);
      this.levels.push(canvas);
    }
    const at = Math.min(k, this.levels.length - 1);
    return { source: this.levels[at] as CanvasImageSource, factor: 2 ** at };
  }

  /** Draws the map at image size `width` × `height` onto `ctx` (transform: image pixels), only its part inside the viewport. */
  draw(ctx: CanvasRenderingContext2D, width: number, height: number, view: View, viewport: { width: number; height: number }): void {
    const ratio = window.devicePixelRatio || 1;
    const screenScale = view.scale * ratio;
    // The smallest copy still at least as sharp as the screen.
    const k = screenScale >= 1 ? 0 : Math.max(0, Math.floor(Math.log2(1 / screenScale)));
    const { source, factor } = this.level(k);
    const x0 = Math.max(0, Math.floor(-view.x / view.scale));
    const y0 = Math.max(0, Math.floor(-view.y / view.scale));
    const x1 = Math.min(width, Math.ceil((viewport.width - view.x) / view.scale));
    const y1 = Math.min(height, Math.ceil((viewport.height - view.y) / view.scale));
    if (x1 <= x0 || y1 <= y0) return;
    ctx.imageSmoothingEnabled = screenScale < 1;
    ctx.drawImage(source, x0 / factor, y0 / factor, (x1 - x0) / factor, (y1 - y0) / factor, x0, y0, x1 - x0, y1 - y0);
  }
}
