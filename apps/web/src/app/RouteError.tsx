import { Button, Paper, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (for instance a new release replaced its script). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main style={{ padding: 32 }}>
      <Paper withBorder p="xl" maw={560} mx="auto" bg="white">
        <Title order={1} size="h2" mb="sm">
          Something went wrong
        </Title>
        <Text mb="lg">
          The page could not be shown. Reloading usually fixes this.{detail ? ` (${detail})` : ''}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Paper>
    </main>
  );
}
