import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Counts the requests to try failed loads again (`retryFailedLoads`). */
let retries = 0;

/**
 * Lets every lazy component whose code failed to load try again at its next render. An error
 * boundary calls it when the member asks to try again, or when the connection comes back.
 */
export function retryFailedLoads(): void {
  retries += 1;
}

/**
 * `React.lazy` for a component a module exports by name (`lazyComponent(() => import('./x'),
 * 'X')`), which can load its code again after a failure. React keeps a lazy component's failure
 * for good, so an error boundary's "try again" met the same error until the page was reloaded:
 * a screen whose code did not arrive (offline before the service worker controls the page)
 * stayed broken. After `retryFailedLoads`, the next render loads the code anew (browsers do not
 * keep a failed module fetch). Until then the failure stands, so the error reaches the boundary.
 *
 * `load` may answer with a promise-like that calls back at once (routes.tsx): the component
 * then renders without suspending.
 */
export function lazyComponent<M, K extends keyof M>(load: () => PromiseLike<M>, name: K): M[K] {
  type Props = Record<string, unknown>;
  let current: LazyExoticComponent<ComponentType<Props>>;
  /** When the current attempt failed, the retry count it failed under. */
  let failedUnder: number | undefined;
  const attempt = () => {
    failedUnder = undefined;
    return lazy(
      () =>
        load().then(
          (module) => ({ default: module[name] as ComponentType<Props> }),
          (error: unknown) => {
            failedUnder = retries;
            throw error;
          },
        ) as Promise<{ default: ComponentType<Props> }>,
    );
  };
  current = attempt();
  function LazyComponent(props: Props) {
    if (failedUnder !== undefined && failedUnder < retries) current = attempt();
    const Current = current;
    return <Current {...props} />;
  }
  LazyComponent.displayName = `Lazy(${String(name)})`;
  return LazyComponent as unknown as M[K];
}
