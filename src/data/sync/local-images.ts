// A post written offline refers to its images as `local-image:{imageId}` until their uploads
// replay; then the reference becomes the download URL.

const LOCAL_IMAGE = /local-image:([A-Za-z0-9]+)/g;

export const localImageRef = (imageId: string) => `local-image:${imageId}`;

export function localImageIds(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(LOCAL_IMAGE)].map((match) => match[1]!))];
}

/** Replaces the references it has a URL for; the others stay as they are. */
export function replaceLocalImages(markdown: string, urls: ReadonlyMap<string, string>): string {
  return markdown.replace(LOCAL_IMAGE, (whole, id: string) => urls.get(id) ?? whole);
}
