/**
 * Answers of the catalogue calls, as the server's schemas give them
 * (apps/server/src/modules/catalogue/catalogue.schemas.ts). They move to `@portal/domain` with
 * those schemas; until then this is the web app's copy.
 */
export type CatalogueProduct = {
  id: number;
  code: string;
  shortcode: string;
  description: string;
  category: string;
  price: number;
  /** Admins only. */
  cost?: number;
  imageurl: string;
};

export type ProductList = {
  key: string;
  name: string;
  version: number;
  products: CatalogueProduct[];
  colornames: string[];
  sizenames: string[];
};

export type ProductCombination = {
  shortcode: string;
  colour: string;
  size: string;
  qty: number;
  sku: string;
  price: number;
  cost?: number;
};

export type ProductDetail = {
  product: CatalogueProduct;
  sizenames: string[];
  colornames: string[];
  colours: { name: string; hex: string }[];
  productCombinations: ProductCombination[];
  sizeorder: { sizename: string; position: number }[];
};

export type ProductSearch = { products: CatalogueProduct[]; more: boolean };
