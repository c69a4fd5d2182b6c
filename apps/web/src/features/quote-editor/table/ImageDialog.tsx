import { Image, Modal, Text } from '@mantine/core';
import type { ProductRow } from '@portal/domain/quote';
import { memo } from 'react';
import { directImageUrl, FALLBACK_IMAGE } from '../../catalogue/index.ts';
import { productName } from './ProductRowView.tsx';
import { TABLE_TEXTS } from './texts.ts';

/** What the camera icon shows: the product's image, shared-folder links made direct (quote spec 2). */
export const ImageDialog = memo(function ImageDialog({
  product,
  onClose,
}: {
  product: ProductRow | null;
  onClose: () => void;
}) {
  const name = product ? productName(product) : '';
  return (
    <Modal opened={product !== null} onClose={onClose} title={name} centered>
      {product?.imageurl ? (
        <Image
          src={directImageUrl(product.imageurl)}
          fallbackSrc={FALLBACK_IMAGE}
          alt={`Image of ${name}`}
          maw={420}
          mx="auto"
        />
      ) : (
        <Text>{TABLE_TEXTS.noImage}</Text>
      )}
    </Modal>
  );
});
