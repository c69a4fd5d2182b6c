import { Button, Group, Stack, Text } from '@mantine/core';
import { catalogueCsvName, squareCsvName } from '@portal/domain/product-data';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { downloadCatalogueCsv, downloadSquareCsv } from './api/downloads.ts';

/** Download (accounts spec 2.12): the catalogue file and the Square file, saved as {provider}.csv and {provider}-square.csv. */
export function DownloadTab({ provider }: { provider: string | null }) {
  const [busy, setBusy] = useState<'csv' | 'square' | null>(null);
  if (!provider) return <Text c="dimmed">Choose a provider to download its catalogue.</Text>;
  const run = async (which: 'csv' | 'square') => {
    setBusy(which);
    try {
      await (which === 'csv' ? downloadCatalogueCsv(provider) : downloadSquareCsv(provider));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The catalogue file uses the upload columns, so it can be edited and uploaded again. The Square file is
        an item library import for Square.
      </Text>
      <Group>
        <Button onClick={() => run('csv')} loading={busy === 'csv'}>
          Download {catalogueCsvName(provider)}
        </Button>
        <Button variant="default" onClick={() => run('square')} loading={busy === 'square'}>
          Download Square file ({squareCsvName(provider)})
        </Button>
      </Group>
    </Stack>
  );
}
