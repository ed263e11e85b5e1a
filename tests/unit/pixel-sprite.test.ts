import { describe, expect, it } from 'vitest';
import { spriteRuns } from '../../src/ui/pixel-sprite-runs';

describe('spriteRuns', () => {
  it('merges same-coloured neighbours in a row and leaves unknown characters transparent', () => {
    const runs = spriteRuns(['.AA.B', 'AAAA.'], { A: 'red', B: 'blue' });
    expect(runs).toEqual([
      { x: 1, y: 0, width: 2, colour: 'red' },
      { x: 4, y: 0, width: 1, colour: 'blue' },
      { x: 0, y: 1, width: 4, colour: 'red' },
    ]);
  });

  it('draws nothing for an empty sprite', () => {
    expect(spriteRuns([], {})).toEqual([]);
    expect(spriteRuns(['....'], { A: 'red' })).toEqual([]);
  });
});
