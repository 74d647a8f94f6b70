import type { Product } from '@fbms/domain';
import { type CartProduct, type CartProductAnswer, toCartProduct } from './cart.ts';

/** A feed sold by the kilo and the sack: the cart's part of it, as the API answers it. */
const HOG_GROWER: CartProductAnswer = {
  id: '0190a000-0000-7000-8000-00000000000f',
  name: 'Hog Grower',
  sku: 'HOG',
  baseUnit: 'kg',
  taxClass: 'vatable',
  priceCentavos: 3_200,
  units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
  isLotTracked: false,
  isRxVetDrug: false,
  isRestrictedPesticide: false,
  isBanned: false,
  bnpcEligible: true,
  scPwdEligible: false,
  registrationNumber: null,
  stockMilli: 120_000,
};

/** A product as the register holds it (a feed sold by the kilo and the sack), changed by `over`. */
export const makeCartProduct = (over: Partial<CartProductAnswer> = {}): CartProduct =>
  toCartProduct({ ...HOG_GROWER, ...over });

/** The same product as GET /api/products/{id} answers it (catalogContract.getProduct), changed by `over`. */
export const makeProductAnswer = (over: Partial<Product> = {}): Product => ({
  ...HOG_GROWER,
  description: null,
  categoryId: null,
  categoryName: null,
  brand: null,
  vatExemptBasis: null,
  costCentavos: 2_800,
  minStockMilli: 0,
  reorderQtyMilli: 0,
  isActive: true,
  supplierName: null,
  tags: [],
  hasImage: false,
  barcodes: [],
  createdAt: '2026-01-05T01:00:00.000Z',
  updatedAt: '2026-01-05T01:00:00.000Z',
  ...over,
});
