/** One horizontal run of same-coloured pixels in a sprite row. */
export interface Run {
  x: number;
  y: number;
  width: number;
  colour: string;
}

export function spriteRuns(
  rows: readonly string[],
  palette: Readonly<Record<string, string>>,
): Run[] {
  const runs: Run[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      const char = row[x] ?? '.';
      let end = x + 1;
      while (end < row.length && row[end] === char) end++;
      const colour = palette[char];
      if (colour) runs.push({ x, y, width: end - x, colour });
      x = end;
    }
  });
  return runs;
}
