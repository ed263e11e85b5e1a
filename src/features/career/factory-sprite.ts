// The career hero's pixel factory: a sawtooth roof, lit windows, a chimney and its smoke.
export const FACTORY_ROWS = [
  '.........................SSS....',
  '.......................SSSSSS...',
  '........................SSSS....',
  '..........................SS....',
  '.........................CCCC...',
  '.........................KKKK...',
  '.........................CCCC...',
  '.R.......R.......R.......CCCC...',
  '.RR......RR......RR......CCCC...',
  '.RRR.....RRR.....RRR.....CCCC...',
  '.RRRR....RRRR....RRRR....CCCC...',
  '.RRRRR...RRRRR...RRRRR...CCCC...',
  '.RRRRRR..RRRRRR..RRRRRR..CCCC...',
  '.RRRRRRR.RRRRRRR.RRRRRRR.CCCC...',
  '.WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW.',
  '.WYYWWYYWWYYWWYYWWYYWWYYWWWWWWW.',
  '.WYYWWYYWWYYWWYYWWYYWWYYWWDDDDW.',
  '.WWWWWWWWWWWWWWWWWWWWWWWWWDDDDW.',
  '.WYYWWYYWWYYWWYYWWYYWWYYWWDDDDW.',
  '.WWWWWWWWWWWWWWWWWWWWWWWWWDDDDW.',
  'GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG',
  '.BB..g...BB..g...BB..g...BB..g..',
];

// Fixed colours: the hero keeps one palette in light and dark mode.
export const FACTORY_PALETTE = {
  S: '#c9c3e6',
  C: '#8b86a8',
  K: '#e05a47',
  R: '#7b61ff',
  W: '#e8e4ff',
  Y: '#ffd966',
  D: '#2a2450',
  G: '#7cf2c4',
  g: '#3fa886',
  B: '#d99a5b',
};
