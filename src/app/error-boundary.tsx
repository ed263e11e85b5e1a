import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedLoads } from '../lib/lazy-component';

interface Props {
  /** Which part of the page this guards, for the console. */
  area: string;
  /** What shows instead; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called once per caught error (e.g. to drop the state that broke it). */
  onError?: () => void;
  /** A change of this value renders the children again after an error. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * One part of the page that may fail on its own: a screen, the header, the dialogs, the
 * notifications. The error is logged to the console and the rest of the page
 * keeps working; the fallback offers a way on. When the connection comes back, the part is
 * tried again by itself: its code may not have arrived (lib/lazy-component.tsx).
 */
export class ErrorBoundary extends Component<Props, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: unknown }) {
    return Object.is(props.resetKey, state.key) ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.area}]`, error, info.componentStack);
    this.props.onError?.();
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    window.removeEventListener('online', this.retry);
    retryFailedLoads();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
