import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import screenModules from 'virtual:screen-modules';
import type { RouteMeta } from './route-meta';
import { ROUTES, type RouteDeclaration } from './route-table';
import { ScreenBoundary } from './screen-boundary';
import { loadCatalog } from '../i18n/catalogs';
import { getLocale } from '../i18n/locale';
import { lazyComponent } from '../lib/lazy-component';

/** Each screen's loader, by the element that shows it, for `loadScreensFor`. */
const screenLoaders = new WeakMap<object, () => Promise<unknown>>();
/** The elements of the screens that show rows first (a `firstView`), for `showsRowsFirst`. */
const rowsFirst = new WeakSet<object>();

/**
 * A promise-like that calls back at once, not a microtask later: a lazy component given one
 * whose value is already here renders without suspending.
 */
function alreadyHere<T>(value: T): Promise<T> {
  const now = { then: <U,>(onValue: (value: T) => U) => alreadyHere(onValue(value)) };
  return now as unknown as Promise<T>;
}

/**
 * A screen is its own chunk, loaded when first visited, together with the rest of the catalog
 * its words are in. Only the home screen, whose words ship with the first paint, skips that
 * wait. Once loaded (`loadScreensFor`), it renders without suspending.
 */
function screen({ screen: { module, name }, firstPaint, firstView }: RouteDeclaration) {
  const load = screenModules[module];
  if (!load) throw new Error(`no screen module ${module}`);
  let loaded: Record<string, ComponentType> | undefined;
  const loadScreen = () =>
    Promise.all([load(), firstPaint ? null : loadCatalog(getLocale())]).then(([m]) => (loaded = m));
  const Screen: ComponentType = lazyComponent(
    () => (loaded ? alreadyHere(loaded) : loadScreen()),
    name,
  );
  const element = (
    <ScreenBoundary>
      <Screen />
    </ScreenBoundary>
  );
  screenLoaders.set(element, loadScreen);
  if (firstView) rowsFirst.add(element);
  return element;
}

function toRouteObject(route: RouteDeclaration): RouteObject {
  const shown = { handle: route.meta, element: screen(route) };
  return route.path === undefined
    ? { ...shown, index: true }
    : { ...shown, path: route.path, children: route.children?.map(toRouteObject) };
}

/** The router's routes, made from the route table (app/route-table.ts). */
export const routes: RouteObject[] = ROUTES.map(toRouteObject);

/**
 * Loads the code (and catalog part) of the screens `pathname` shows, so that a first render can
 * show them at once (main.tsx). Rendered before their code is here, a screen shows its loading
 * state first, and React then holds its content back for 300 ms after that state appeared (the
 * fallback throttle of Suspense), which on a post opened by its URL was most of the time between
 * the post's arrival and its paint.
 */
export function loadScreensFor(pathname: string, signedIn: boolean): Promise<unknown> {
  const matches = (matchRoutes(routes, pathname) ?? []).filter(
    // A visitor is shown the sign-in prompt there instead (app-shell.tsx).
    ({ route }) => signedIn || !(route.handle as RouteMeta | undefined)?.requiresAuth,
  );
  return Promise.all(matches.map(({ route }) => screenLoaders.get(route.element as object)?.()));
}

/** Whether the screen `pathname` shows begins with rows (its route has a `firstView`). */
export function showsRowsFirst(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) =>
    rowsFirst.has(route.element as object),
  );
}
