import { Paper, Text } from '@mantine/core';

/**
 * Brand, Visuals and Production tabs: their file pages come with the files work (issue for
 * files); until then they say plainly that there is nothing here rather than pretend.
 */
export function NoFilesPanel({ what, chosen }: { what: string; chosen: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md" bg="white">
      <Text>{chosen ? `There are no ${what} files yet.` : `Choose a company to see its ${what} files.`}</Text>
    </Paper>
  );
}
