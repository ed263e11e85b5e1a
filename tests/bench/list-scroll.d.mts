/** In the page: writes `total` board posts into the device's IndexedDB in one transaction. */
export function seedPosts(total: number): Promise<{ writeMs: number; stored: number }>;
