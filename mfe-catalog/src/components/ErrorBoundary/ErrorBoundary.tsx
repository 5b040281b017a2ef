import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of a part of a page that failed to render (e.g. the sample data could not load). */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[catalog] A part of the page could not load.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
