import { spriteRuns } from './pixel-sprite-runs';

export interface PixelSpriteProps {
  rows: readonly string[];
  palette: Readonly<Record<string, string>>;
  /** Size of one pixel in CSS pixels. */
  scale?: number;
  /** An accessible name; without one the drawing is decorative and hidden from screen readers. */
  title?: string;
  className?: string;
}

/**
 * A small pixel drawing from rows of characters: each character picks a colour from `palette`,
 * and `.` (or any character missing from the palette) stays transparent. Runs of one colour are
 * drawn as one rectangle, so even a 32x32 sprite stays a few dozen elements.
 */
export function PixelSprite({ rows, palette, scale = 4, title, className }: PixelSpriteProps) {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const height = rows.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width * scale}
      height={height * scale}
      shapeRendering="crispEdges"
      className={className}
      {...(title
        ? { role: 'img', 'aria-label': title }
        : { 'aria-hidden': true, focusable: false })}
    >
      {spriteRuns(rows, palette).map((run) => (
        <rect
          key={`${run.x}-${run.y}`}
          x={run.x}
          y={run.y}
          width={run.width}
          height={1}
          style={{ fill: run.colour }}
        />
      ))}
    </svg>
  );
}
