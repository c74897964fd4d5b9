// A 3x5 pixel font for the characters a timestamp needs; each row is 3 bits, high bit left.
const GLYPHS: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 2, 2],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  ':': [0, 2, 0, 2, 0],
  '.': [0, 0, 0, 0, 2],
  '-': [0, 0, 7, 0, 0],
  ' ': [0, 0, 0, 0, 0],
};

/** Calls `plot(x, y)` for every lit pixel of `text` drawn at (x, y) with square pixels of `scale`. */
export function drawText(text: string, x: number, y: number, scale: number, plot: (px: number, py: number) => void): void {
  let cx = x;
  for (const ch of text) {
    const rows = GLYPHS[ch] ?? GLYPHS[' '] ?? [];
    rows.forEach((bits, row) => {
      for (let col = 0; col < 3; col++) {
        if (!(bits & (4 >> col))) continue;
        for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) plot(cx + col * scale + dx, y + row * scale + dy);
      }
    });
    cx += 4 * scale;
  }
}

/** Width in pixels of `text` drawn with `drawText` at `scale`. */
export function textWidth(text: string, scale: number): number {
  return text.length * 4 * scale - scale;
}
