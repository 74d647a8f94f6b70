import { catalogContract as catalog, inventoryContract as inventory, type Role } from '@fbms/domain';
import { MAIN_STORE, makeMe, makeStockLine } from '../../test/factories.ts';

export { MAIN_STORE, makeStockLine };

import {
  type EndpointHandler,
  mockEndpoint,
  mockFetch,
  type RecordedRequest,
} from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import type { Category, Location, Product, StockLine, StockMovement } from './inventory.queries.ts';
import { InventoryScreen } from './inventory-screen.tsx';

export const FEEDS = '01900000-0000-7000-8000-0000000000c1';

let serial = 0;
const uuid = () => `01900000-0000-7000-8000-${String(++serial).padStart(12, '0')}`;

/** A product as GET /api/products answers it: a 50-kg-sack feed kept in kilos unless told otherwise. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: uuid(),
    sku: 'HG-50',
    name: 'Hog Grower Pellets',
    description: null,
    categoryId: FEEDS,
    categoryName: 'Feeds',
    brand: 'B-MEG',
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): feeds',
    baseUnit: 'kg',
    costCentavos: 2_800,
    priceCentavos: 3_200,
    minStockMilli: 100_000,
    reorderQtyMilli: 500_000,
    isActive: true,
    isLotTracked: false,
    supplierName: null,
    tags: [],
    isRxVetDrug: false,
    isRestrictedPesticide: false,
    isBanned: false,
    bnpcEligible: false,
    scPwdEligible: false,
    registrationNumber: null,
    hasImage: false,
    stockMilli: 120_500,
    units: [{ code: 'sack', baseMilliPerUnit: 50_000, priceCentavos: 145_000 }],
    barcodes: [{ barcode: '4800000000011', unitCode: 'sack' }],
    createdAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T01:00:00.000Z',
    ...overrides,
  };
}

export const makeCategory = (overrides: Partial<Category> = {}): Category => ({
  id: FEEDS,
  name: 'Feeds',
  description: null,
  isActive: true,
  productCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const makeMovement = (product: Product, overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: uuid(),
  productId: product.id,
  productName: product.name,
  productSku: product.sku,
  baseUnit: product.baseUnit,
  type: 'initial_stock',
  qtyMilli: 120_500,
  previousMilli: 0,
  newMilli: 120_500,
  unitCostCentavos: product.costCentavos,
  totalValueCentavos: Math.round((120_500 * product.costCentavos) / 1000),
  reason: null,
  referenceType: null,
  referenceId: null,
  referenceNumber: null,
  locationId: MAIN_STORE,
  locationName: 'Main store',
  fromLocationName: null,
  toLocationName: null,
  batchNumber: null,
  expiryDate: null,
  performedBy: null,
  performedByName: 'Andrea Santos',
  status: 'completed',
  form: null,
  notes: null,
  createdAt: '2026-01-05T01:00:00.000Z',
  ...overrides,
});

const MAIN_LOCATION: Location = {
  id: MAIN_STORE,
  name: 'Main store',
  type: 'store',
  address: null,
  isActive: true,
  branchId: '01900000-0000-7000-8000-00000000b001',
  branchName: 'Main branch',
  branchCode: 'MAIN',
};

type Reply = { status?: number; body?: unknown };
type Handler = (req: RecordedRequest) => Reply;

/**
 * A stand-in for the catalog and stock API with the given products. `list`, `create`, `update`,
 * `remove` and `adjust` answer instead of the defaults when given.
 */
export function mockInventoryApi({
  role = 'manager',
  products = [makeProduct()],
  stock = [makeStockLine()],
  movements,
  list,
  create,
  update,
  remove,
  adjust,
}: {
  role?: Role;
  products?: Product[];
  stock?: StockLine[];
  movements?: StockMovement[];
  list?: EndpointHandler<typeof catalog.listProducts>;
  create?: EndpointHandler<typeof catalog.createProduct>;
  update?: EndpointHandler<typeof catalog.updateProduct>;
  remove?: EndpointHandler<typeof catalog.deleteProduct>;
  adjust?: EndpointHandler<typeof inventory.adjustStock>;
} = {}) {
  const routes: Record<string, Handler | Reply> = {
    'GET /api/me': { body: makeMe(role) },
    ...mockEndpoint(catalog.listProducts, list ?? { body: { items: products, total: products.length } }),
    ...mockEndpoint(catalog.listCategories, { body: { items: [makeCategory()] } }),
    ...mockEndpoint(inventory.listLocations, { body: { items: [MAIN_LOCATION] } }),
    ...mockEndpoint(inventory.listMovements, (req) => {
      const id = new URL(req.path, 'http://x').searchParams.get('productId');
      const p = products.find((x) => x.id === id);
      const items = movements ?? (p ? [makeMovement(p)] : []);
      return { body: { items, total: items.length } };
    }),
    ...mockEndpoint(
      catalog.createProduct,
      create ?? ((req) => ({ status: 201, body: { product: req.body as Product, warnings: [] } })),
    ),
    ...mockEndpoint(
      inventory.adjustStock,
      adjust ??
        (() => ({ status: 201, body: { movementId: uuid(), previousMilli: 0, newMilli: 0, warnings: [] } })),
    ),
  };
  for (const p of products) {
    const params = { id: p.id };
    Object.assign(
      routes,
      mockEndpoint(catalog.getProduct, { body: p }, params),
      mockEndpoint(
        catalog.updateProduct,
        update ??
          ((req) => ({ body: { ...p, ...(req.body as Partial<Product>), categoryName: p.categoryName } })),
        params,
      ),
      mockEndpoint(catalog.deleteProduct, remove ?? { body: { deleted: true } }, params),
    );
    Object.assign(routes, mockEndpoint(inventory.getProductStock, { body: { items: stock } }, params));
  }
  return mockFetch(routes);
}

/** The screen alone, with the app's providers, as the lazy /inventory route renders it. */
export function renderInventory(path = '/inventory') {
  return renderRoutedScreen(<InventoryScreen />, path);
}

/** The error text Mantine links to an input through aria-describedby. */
export const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
