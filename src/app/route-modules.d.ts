// Made from the route table by the build (build/route-modules.ts).

/** Each screen's loader, by its module path under src/. */
declare module 'virtual:screen-modules' {
  const loaders: Record<string, () => Promise<Record<string, import('react').ComponentType>>>;
  export default loaders;
}

/**
 * The first views, the patterns of the paths (as the browser names them) they show on, and the
 * loader of the function that draws each (its arguments are the view's own: app/route-reads.ts).
 */
declare module 'virtual:first-views' {
  const views: ReadonlyArray<
    readonly [import('./route-table').FirstView, RegExp, () => Promise<unknown>]
  >;
  export default views;
}
