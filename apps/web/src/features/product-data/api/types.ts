/** Answers of the product data calls (apps/server/src/modules/product-data/product-data.schemas.ts). */
export type UploadRow = {
  code: string;
  cost: number;
  price: number;
  supplier: string;
  size: string;
  colour: string;
  sku: string;
  description: string;
  category: string;
  imageurl: string;
  qty: number | null;
};

export type UploadInfo = {
  id: number;
  file_name: string;
  total: number;
  uploaded_at: string;
  applied_at: string | null;
};

export type UploadAnswer = {
  supplier: string;
  name: string;
  upload: UploadInfo;
  message: string;
  columns: string[];
  rows: UploadRow[];
  page: number;
  page_size: number;
};

export type DiffRow = {
  code: string;
  colour: string;
  size: string;
  sku: string;
  price: number;
  cost: number;
  old?: { sku: string; price: number; cost: number };
  changes?: string[];
};

export type Counts = { delete: number; new: number; update: number };

export type ChangesAnswer = {
  supplier: string | null;
  name: string | null;
  upload: UploadInfo | null;
  counts: Counts;
  deleteProducts: DiffRow[];
  newProducts: DiffRow[];
  updateProducts: DiffRow[];
  page: number;
  page_size: number;
};

export type SupplierAnswer = {
  key: string;
  name: string;
  upload: UploadInfo | null;
  standard_csv: UploadRow[];
  page: number;
  page_size: number;
};

export type SizeEntry = { index: number; sizename: string; position: number };
