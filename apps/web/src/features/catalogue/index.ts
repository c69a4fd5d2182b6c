export { AddProductDialog, type AddProductDialogProps } from './AddProductDialog.tsx';
export type { NewProductRow } from './add-lines.ts';
export type { CatalogueProduct, ProductDetail, ProductList } from './api/types.ts';
