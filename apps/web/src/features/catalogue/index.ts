export type { CatalogueProduct, ProductDetail, ProductList } from '@portal/domain/catalogue';
export { AddProductDialog, type AddProductDialogProps } from './AddProductDialog.tsx';
export type { NewProductRow } from './add-lines.ts';
export { directImageUrl, FALLBACK_IMAGE } from './image-links.ts';
