import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { CATALOGUES } from '@portal/domain/catalogue';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { type NewProductRow, productRowsFor, readQuantity } from './add-lines.ts';
import { useProductByShortcode } from './api/productByShortcode.ts';
import { useSearchProducts } from './api/searchProducts.ts';
import { ProductPreview } from './ProductPreview.tsx';
import { QuantityGrid } from './QuantityGrid.tsx';
import { QuantityList } from './QuantityList.tsx';

const catalogueOptions = CATALOGUES.map((c) => ({
  value: c.key,
  label: c.supplierName === c.key ? c.key : `${c.supplierName} (${c.key})`,
}));

const WIDE_AFTER_SIZES = 10;

/** Below this the dialog fills the screen and takes one colour's sizes one per row. */
const PHONE = '(max-width: 48em)';

export type AddProductDialogProps = {
  opened: boolean;
  /** 'Continue' and the close button. */
  onClose: () => void;
  /**
   * Receives the rows of every quantity above 0 when 'Add Product' is pressed. Without it the
   * dialog only browses the catalogues (no Add Product button).
   */
  onAdd?: (rows: NewProductRow[]) => void;
  /** The catalogue to start from. */
  initialCatalogue?: string | null;
};

/**
 * The Add Product dialog (quote spec 2): pick a catalogue, then a product by code, fill the
 * colour by size grid, add. Catalogues load when picked (docs/decisions/034).
 */
export function AddProductDialog({ opened, onClose, onAdd, initialCatalogue = null }: AddProductDialogProps) {
  const [catalogue, setCatalogue] = useState<string | null>(initialCatalogue);
  const [shortcode, setShortcode] = useState<string | null>(null);
  const [selectedLabel, setSelectedLabel] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  // Typing goes to the server after a short pause; what was fetched stays cached.
  const [typed] = useDebouncedValue(search === selectedLabel ? '' : search, 120);
  const results = useSearchProducts(catalogue, typed);
  const detail = useProductByShortcode(catalogue, shortcode);
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });

  const productOptions = useMemo(() => {
    const options = (results.data?.products ?? []).map((p) => ({
      value: p.shortcode,
      label: `${p.code} — ${p.description}`,
    }));
    if (shortcode && selectedLabel && !options.some((o) => o.value === shortcode)) {
      options.unshift({ value: shortcode, label: selectedLabel });
    }
    return options;
  }, [results.data, shortcode, selectedLabel]);

  const pickCatalogue = (key: string | null) => {
    setCatalogue(key);
    setShortcode(null);
    setSelectedLabel(null);
    setSearch('');
    setQuantities({});
  };

  const pickProduct = (value: string | null, label: string | null) => {
    setShortcode(value);
    setSelectedLabel(label);
    setQuantities({});
  };

  const add = () => {
    if (!onAdd || !catalogue || !detail.data) return;
    const rows = productRowsFor(catalogue, detail.data, quantities);
    // Nothing above 0: nothing is added and no message shows (quote spec 5).
    if (rows.length === 0) return;
    onAdd(rows);
    notifySuccess(QUOTE_MESSAGES.productsAdded);
    setQuantities({});
  };

  const wide = (detail.data?.sizenames.length ?? 0) > WIDE_AFTER_SIZES;

  return (
    <Modal.Root opened={opened} onClose={onClose} size={wide ? 1280 : 860} centered fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-wide={wide ? 'true' : 'false'}>
        {/* role none: a dialog's header is not the page's banner landmark. */}
        <Modal.Header role="none">
          <Modal.Title fw={700}>Add Product</Modal.Title>
          <Modal.CloseButton aria-label="Close the Add Product dialog" />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <SimpleGrid cols={phone ? 1 : 2}>
              <Select
                label="Catalogue"
                placeholder="Search catalogues"
                data={catalogueOptions}
                value={catalogue}
                onChange={pickCatalogue}
                searchable
                nothingFoundMessage={QUOTE_MESSAGES.noMatches}
                maxDropdownHeight={280}
              />
              <Select
                label="Product code"
                placeholder={catalogue ? 'Type a code or description' : 'Pick a catalogue first'}
                disabled={!catalogue}
                data={productOptions}
                value={shortcode}
                onChange={(value, option) => pickProduct(value, option?.label ?? null)}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options }) => options}
                nothingFoundMessage={results.isFetching ? 'Searching…' : QUOTE_MESSAGES.noMatches}
                rightSection={
                  results.isFetching ? <Loader role="status" size="xs" aria-label="Searching" /> : undefined
                }
                maxDropdownHeight={320}
              />
            </SimpleGrid>

            {results.isError && <Alert color="red">{errorMessage(results.error)}</Alert>}
            {detail.isError && <Alert color="red">{errorMessage(detail.error)}</Alert>}
            {shortcode && detail.isPending && <Loader role="status" aria-label="Loading the product" />}

            {detail.data &&
              (phone ? (
                // A phone reads down: the sizes first, the product's picture and price folded away.
                <Stack gap="sm">
                  <QuantityList
                    key={detail.data.product.shortcode}
                    detail={detail.data}
                    quantities={quantities}
                    onChange={(key, qty) => setQuantities((q) => ({ ...q, [key]: readQuantity(qty) }))}
                  />
                  <details>
                    <summary>Product details</summary>
                    <ProductPreview product={detail.data.product} />
                  </details>
                </Stack>
              ) : (
                <Group align="flex-start" wrap="nowrap" gap="lg">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <QuantityGrid
                      detail={detail.data}
                      quantities={quantities}
                      onChange={(key, qty) => setQuantities((q) => ({ ...q, [key]: readQuantity(qty) }))}
                    />
                    <Text size="xs" c="dimmed" mt={6}>
                      Enter a quantity for each colour and size you need; empty cells count as 0.
                    </Text>
                  </div>
                  <ProductPreview product={detail.data.product} />
                </Group>
              ))}

            <Group justify="flex-end" gap="sm">
              {onAdd && (
                <Button onClick={add} disabled={!detail.data}>
                  Add Product
                </Button>
              )}
              <Button variant="default" onClick={onClose}>
                Continue
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
