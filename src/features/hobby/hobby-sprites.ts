// Hand-placed sprites for the pixel-art gallery, 12x12 each. `.` is transparent.
export const HOBBY_SPRITES = {
  heart: {
    rows: [
      '............',
      '..RR....RR..',
      '.RWRR..RRRR.',
      'RWRRRRRRRRRR',
      'RRRRRRRRRRRR',
      'RRRRRRRRRRRR',
      '.RRRRRRRRRR.',
      '..RRRRRRRR..',
      '...RRRRRR...',
      '....RRRR....',
      '.....RR.....',
      '............',
    ],
    palette: { R: '#e0436b', W: '#ffd1dc' },
  },
  mushroom: {
    rows: [
      '....RRRR....',
      '..RRWWRRRR..',
      '.RRWWWWRRRR.',
      '.RRRWWRRWWR.',
      'RRRRRRRWWWWR',
      'RWWRRRRRWWRR',
      'RWWWRRRRRRRR',
      '.RRRRRRRRRR.',
      '...SSSSSS...',
      '...SESSES...',
      '...SSSSSS...',
      '....SSSS....',
    ],
    palette: { R: '#d63c2f', W: '#fff7e8', S: '#f3d9b1', E: '#2a2450' },
  },
  floppy: {
    rows: [
      'BBBBBBBBBBB.',
      'BBBMMMMMBBBB',
      'BBBMMMMKMBBB',
      'BBBMMMMKMBBB',
      'BBBMMMMMMBBB',
      'BBBBBBBBBBBB',
      'BLLLLLLLLLLB',
      'BLTTTTTTTTLB',
      'BLLLLLLLLLLB',
      'BLTTTTTTLLLB',
      'BLLLLLLLLLLB',
      'BBBBBBBBBBBB',
    ],
    palette: { B: '#3f5bd6', M: '#c9cfe0', K: '#3f5bd6', L: '#f7f7fb', T: '#8b86a8' },
  },
  cat: {
    rows: [
      '.K........K.',
      '.KK......KK.',
      '.KOK....KOK.',
      '.KOOKKKKOOK.',
      'KOOOOOOOOOOK',
      'KOOGOOOOGOOK',
      'KOOGOOOOGOOK',
      'KOOOOPPOOOOK',
      'KWOOOOOOOOWK',
      '.KOOOKKOOOK.',
      '..KOOOOOOK..',
      '...KKKKKK...',
    ],
    palette: { K: '#2a2450', O: '#f0a23b', G: '#3fa886', P: '#e0436b', W: '#fff7e8' },
  },
} as const;

export type HobbySpriteName = keyof typeof HOBBY_SPRITES;
export const HOBBY_SPRITE_NAMES = Object.keys(HOBBY_SPRITES) as HobbySpriteName[];
