import { Button, Paper, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Shown instead of a page that failed to draw or to load (for instance a new release replaced
 * its script). Frame keys it by path, so moving to another page tries again.
 */
export class RouteError extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper withBorder p="xl" maw={560} mx="auto" my="xl" bg="white">
        <Title order={1} size="h2" mb="sm">
          Something went wrong
        </Title>
        <Text mb="lg">The page could not be shown. Reloading usually fixes this.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Paper>
    );
  }
}
