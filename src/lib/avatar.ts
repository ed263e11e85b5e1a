/**
 * A deterministic pixel avatar (a symmetric 5x5 identicon) seeded by the member's uid, made
 * locally with no network: its hue and the path of its lit cells on a 7x7 grid (a cell's margin
 * all round).
 */
export interface Identicon {
  hue: number;
  path: string;
}

/** The identicon's grid: 5x5 cells inside a margin of one. */
export const IDENTICON_GRID = 7;

export function identicon(seed: string): Identicon {
  // FNV-1a, then xorshift for a stream of bits: stable across devices and runs.
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const next = () => {
    hash ^= hash << 13;
    hash ^= hash >>> 17;
    hash ^= hash << 5;
    hash >>>= 0;
    return hash;
  };
  const hue = next() % 360;
  const cells: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (next() % 2 === 0) continue;
      cells.push(`M${x + 1} ${y + 1}h1v1h-1z`);
      if (x < 2) cells.push(`M${5 - x} ${y + 1}h1v1h-1z`);
    }
  }
  return { hue, path: cells.join('') };
}

/** The identicon's background and cells' colours. */
export const identiconColors = (hue: number) => ({
  background: `hsl(${hue} 45% 92%)`,
  cells: `hsl(${hue} 60% 38%)`,
});
