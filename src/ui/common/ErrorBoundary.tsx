import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * If a screen fails to draw, say so instead of showing a blank page. Scores are not at risk:
 * each deal is saved before the screen shows it, so a reload brings everything back.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${APP_NAME} could not draw this screen`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section className="crash" role="alert">
        <h1>This screen could not be drawn</h1>
        <p>Your scores are safe: every deal was saved when it was confirmed.</p>
        <p className="muted">{this.state.error.message}</p>
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a className="button" href="#/" onClick={() => this.setState({ error: null })}>
          All matches
        </a>
      </section>
    );
  }
}
