import { IDENTICON_GRID, identicon, identiconColors } from './avatar';

/**
 * The identicon as a compact SVG data URL, for where a picture's address is asked for (the
 * account's photo in Auth). The app's own views draw it inline (`avatarView`); this module
 * stays out of their code.
 */
export function avatarDataUrl(seed: string): string {
  const { hue, path } = identicon(seed);
  const colors = identiconColors(hue);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IDENTICON_GRID} ${IDENTICON_GRID}" shape-rendering="crispEdges">` +
    `<rect width="${IDENTICON_GRID}" height="${IDENTICON_GRID}" fill="${colors.background}"/>` +
    `<path fill="${colors.cells}" d="${path}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
