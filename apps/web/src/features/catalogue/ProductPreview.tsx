import { Image, Stack, Text } from '@mantine/core';
import type { CatalogueProduct } from '@portal/domain/catalogue';
import { formatMoney, toCents } from '@portal/domain/money';
import { useState } from 'react';
import { directImageUrl, FALLBACK_IMAGE } from './image-links.ts';

/** The picked product: image (or placeholder), category, shortcode and price (quote spec 2). */
export function ProductPreview({ product }: { product: CatalogueProduct }) {
  const src = directImageUrl(product.imageurl);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Stack gap={6} w={180}>
      <Image
        src={failed === src ? FALLBACK_IMAGE : src}
        alt={`${product.code} ${product.description}`}
        w={180}
        h={180}
        fit="contain"
        radius="sm"
        bg="gray.1"
        onError={() => setFailed(src)}
      />
      <Text size="sm" fw={600}>
        {product.description}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Category:{' '}
        </Text>
        {product.category || '—'}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Shortcode:{' '}
        </Text>
        {product.shortcode}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Price:{' '}
        </Text>
        <span data-testid="product-price">{formatMoney(toCents(product.price))}</span>
      </Text>
    </Stack>
  );
}
