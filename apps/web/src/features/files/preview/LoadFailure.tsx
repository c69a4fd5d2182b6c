import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/**
 * Catches a viewer chunk that failed to arrive (the network dropped between the page and the
 * click) and says so in the spec's words, instead of letting the route's error page take over.
 */
export class LoadFailure extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert">
        {this.props.message}
      </Alert>
    );
  }
}
