import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';
import { isIgnorableWindowError } from './windowErrors.ts';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children. @default <ErrorScreen onRetry={reset} /> */
  fallback?: (reset: () => void) => ReactNode;
  /** Reporting hook (logging, monitoring). Receives render errors and window errors alike. */
  onError?: (error: unknown, info?: ErrorInfo) => void;
  /**
   * Also show the screen for uncaught errors and rejected promises anywhere on the page
   * (window 'error' and 'unhandledrejection', spec §2.9). @default true
   */
  catchWindowErrors?: boolean;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Spec §2.9: "Uncaught error or rejected promise: a screen 'Something went wrong.'". Catches
 * errors thrown while rendering its children and, while mounted, listens for the window's
 * 'error' and 'unhandledrejection' events (errors in event handlers, timers, remote scripts).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidMount() {
    if (this.props.catchWindowErrors === false) return;
    window.addEventListener('error', this.handleWindowError);
    window.addEventListener('unhandledrejection', this.handleRejection);
  }

  override componentWillUnmount() {
    window.removeEventListener('error', this.handleWindowError);
    window.removeEventListener('unhandledrejection', this.handleRejection);
  }

  private handleWindowError = (event: ErrorEvent) => {
    if (isIgnorableWindowError(event)) return;
    this.props.onError?.(event.error ?? event.message);
    this.setState({ failed: true });
  };

  private handleRejection = (event: PromiseRejectionEvent) => {
    this.props.onError?.(event.reason);
    this.setState({ failed: true });
  };

  reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.reset)
    ) : (
      <ErrorScreen onRetry={this.reset} />
    );
  }
}
