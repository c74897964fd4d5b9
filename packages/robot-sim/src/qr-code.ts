/**
 * A QR code of version 2 (25 × 25 modules), error correction level L, byte mode: enough for the
 * short label a check item carries (at most 32 bytes), drawn so real readers (jsQR) decode it.
 * The structure follows ISO/IEC 18004: finder, timing and alignment patterns, Reed-Solomon
 * codewords over GF(256), the zig-zag placement, mask pattern 0 and the BCH-coded format bits.
 */
const SIZE = 25;
const DATA_CODEWORDS = 34;
const EC_CODEWORDS = 10;
/** The bytes a version 2-L code holds in byte mode. */
export const QR_MAX_BYTES = 32;

/** Multiplies in GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let bit = 7; bit >= 0; bit--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> bit) & 1) * x;
  }
  return z & 0xff;
}

/** The Reed-Solomon generator's coefficients for `degree` error-correction codewords (leading 1 left out). */
function rsDivisor(degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j]!, root);
      if (j + 1 < degree) divisor[j]! ^= divisor[j + 1]!;
    }
    root = gfMultiply(root, 2);
  }
  return divisor;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const remainder = new Array<number>(divisor.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    divisor.forEach((coefficient, i) => {
      remainder[i]! ^= gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}

/** The data codewords: byte mode, its count, the bytes, a terminator, then the pad bytes 0xEC 0x11. */
function dataCodewords(bytes: Uint8Array): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, DATA_CODEWORDS * 8 - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < DATA_CODEWORDS; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** The modules of a QR code for `text`, row by row; true is dark. Throws beyond QR_MAX_BYTES. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > QR_MAX_BYTES) throw new RangeError(`a version 2-L QR code holds ${QR_MAX_BYTES} bytes, not ${bytes.length}`);
  const dark = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const reserved = Array.from({ length: SIZE }, () => new Array<boolean>(SIZE).fill(false));
  const fixed = (row: number, col: number, value: boolean) => {
    dark[row]![col] = value;
    reserved[row]![col] = true;
  };
  for (let i = 0; i < SIZE; i++) {
    fixed(6, i, i % 2 === 0);
    fixed(i, 6, i % 2 === 0);
  }
  for (const [centreRow, centreCol] of [[3, 3], [3, SIZE - 4], [SIZE - 4, 3]] as const) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const row = centreRow + dr;
        const col = centreCol + dc;
        if (row < 0 || col < 0 || row >= SIZE || col >= SIZE) continue;
        const ring = Math.max(Math.abs(dr), Math.abs(dc));
        fixed(row, col, ring !== 2 && ring !== 4);
      }
    }
  }
  for (let dr = -2; dr <= 2; dr++) for (let dc = -2; dc <= 2; dc++) fixed(18 + dr, 18 + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
  // Format areas are reserved now and written after masking.
  const formatCells = formatPositions();
  for (const cells of formatCells) for (const [row, col] of cells) fixed(row, col, false);
  fixed(SIZE - 8, 8, true);

  const data = dataCodewords(bytes);
  const codewords = [...data, ...rsRemainder(data, rsDivisor(EC_CODEWORDS))];
  let bit = 0;
  for (let right = SIZE - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < SIZE; step++) {
      const row = upward ? SIZE - 1 - step : step;
      for (const col of [right, right - 1]) {
        if (reserved[row]![col]) continue;
        const value = bit < codewords.length * 8 && ((codewords[bit >>> 3]! >>> (7 - (bit & 7))) & 1) === 1;
        bit++;
        // Mask pattern 0: modules where row + column is even are inverted.
        dark[row]![col] = value !== ((row + col) % 2 === 0);
      }
    }
  }
  // Error correction level L (01) and mask 0, BCH(15,5)-coded and XORed as the standard says.
  const format = 0b01 << 3;
  let remainder = format;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const formatBits = ((format << 10) | remainder) ^ 0x5412;
  for (const cells of formatCells) cells.forEach(([row, col], i) => (dark[row]![col] = ((formatBits >>> i) & 1) === 1));
  return dark;
}

/** The two copies of the 15 format bits, each listed from bit 0 to bit 14 as [row, column]. */
function formatPositions(): Array<Array<[number, number]>> {
  const first: Array<[number, number]> = [];
  for (let i = 0; i <= 5; i++) first.push([i, 8]);
  first.push([7, 8], [8, 8], [8, 7]);
  for (let i = 9; i < 15; i++) first.push([8, 14 - i]);
  const second: Array<[number, number]> = [];
  for (let i = 0; i < 8; i++) second.push([8, SIZE - 1 - i]);
  for (let i = 8; i < 15; i++) second.push([SIZE - 15 + i, 8]);
  return [first, second];
}
