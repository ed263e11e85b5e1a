/** One page of a server listing; `more` reads the next one, and is null at the end. */
export interface Page<T> {
  items: T[];
  more: (() => Promise<Page<T>>) | null;
}
