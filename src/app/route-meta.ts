import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { MessageKey } from '../i18n/message-key';

export type LayoutName = 'default' | 'footer' | 'nomal' | 'hi' | 'admin';
/** `full` is 100%, `narrow` 800px (post detail and edit), `default` 1080px. */
export type RouteWidth = 'full' | 'narrow' | 'default';

/** What a route declares about itself, kept in the route's `handle`. */
export interface RouteMeta {
  titleKey: MessageKey;
  layout?: LayoutName;
  width?: RouteWidth;
  requiresAuth?: boolean;
}

export interface ResolvedLayout {
  layout: LayoutName;
  maxWidth: string;
}

const MAX_WIDTH: Record<RouteWidth, string> = {
  full: '100%',
  narrow: '800px',
  default: '1080px',
};

export function isAdminPath(pathname: string): boolean {
  return /admin/i.test(pathname);
}

/** Any path containing "admin" takes the admin layout, whatever the route says. */
export function resolveLayout(pathname: string, meta: RouteMeta | undefined): ResolvedLayout {
  const layout = isAdminPath(pathname) ? 'admin' : (meta?.layout ?? 'default');
  return { layout, maxWidth: MAX_WIDTH[meta?.width ?? 'default'] };
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** The meta of the deepest route matching `location` that declares one. */
export function routeMetaFor(
  routes: RouteObject[],
  location: Partial<Location> | string,
): RouteMeta | undefined {
  const leaf = matchRoutes(routes, location)?.findLast((m) => isRouteMeta(m.route.handle));
  return isRouteMeta(leaf?.route.handle) ? leaf.route.handle : undefined;
}
