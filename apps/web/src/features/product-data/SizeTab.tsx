import { Alert, Button, Group, Loader, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useSizes } from './api/getSizes.ts';
import { useSetSizeOrder } from './api/setSizeOrder.ts';

/** Setting Size (accounts spec 2.12): a provider's sizes by position then name; positions saved. */
export function SizeTab({ provider }: { provider: string | null }) {
  const sizes = useSizes(provider);
  const save = useSetSizeOrder();
  const [positions, setPositions] = useState<Record<string, number>>({});

  useEffect(() => {
    setPositions(Object.fromEntries((sizes.data ?? []).map((s) => [s.sizename, s.position])));
  }, [sizes.data]);

  if (!provider) return <Text c="dimmed">Choose a provider to see its sizes.</Text>;
  if (sizes.isPending) return <Loader role="status" aria-label="Loading sizes" />;
  if (sizes.isError) return <Alert color="red">{errorMessage(sizes.error)}</Alert>;
  if (sizes.data.length === 0) return <Text c="dimmed">This catalogue has no sizes yet.</Text>;

  const onSave = () =>
    save.mutate(
      { provider, sizes: Object.entries(positions).map(([sizename, position]) => ({ sizename, position })) },
      { onSuccess: (message) => notifySuccess(message), onError: (err) => notifyError(errorMessage(err)) },
    );

  return (
    <Stack gap="sm" maw={420}>
      <Text size="sm" c="dimmed">
        Sizes show in this order in the Add Product grid: lower positions first, equal positions by name.
      </Text>
      <Table withTableBorder verticalSpacing={4} data-testid="size-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Size</Table.Th>
            <Table.Th>Position</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sizes.data.map((s) => (
            <Table.Tr key={s.sizename}>
              <Table.Td>{s.sizename}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Position of size ${s.sizename}`}
                  value={positions[s.sizename] ?? s.position}
                  onChange={(v) =>
                    setPositions((p) => ({ ...p, [s.sizename]: typeof v === 'number' ? v : Number(v) || 0 }))
                  }
                  allowDecimal={false}
                  min={-100000}
                  max={100000}
                  size="xs"
                  w={120}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          Save positions
        </Button>
      </Group>
    </Stack>
  );
}
