import type { Role } from '@fbms/domain';
import { makeMe } from '../../test/factories.ts';
import { mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderRoutedScreen } from '../../test/render-app.tsx';
import type { Category, Location, Product, StockLine, StockMovement } from './inventory.queries.ts';
import { InventoryScreen } from './inventory-screen.tsx';

export const MAIN_STORE = '01900000-0000-7000-8000-000000000001';
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

export const makeStockLine = (overrides: Partial<StockLine> = {}): StockLine => ({
  locationId: MAIN_STORE,
  locationName: 'Main store',
  lotId: null,
  batchNumber: null,
  expiryDate: null,
  qtyMilli: 120_500,
  looseMilli: 0,
  ...overrides,
});

export const makeMovement = (product: Product, overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: uuid(),
  productId: product.id,
  baseUnit: product.baseUnit,
  type: 'initial_stock',
  qtyMilli: 120_500,
  previousMilli: 0,
  newMilli: 120_500,
  reason: null,
  referenceNumber: null,
  locationId: MAIN_STORE,
  locationName: 'Main store',
  batchNumber: null,
  performedByName: 'Andrea Santos',
  createdAt: '2026-01-05T01:00:00.000Z',
  ...overrides,
});

const MAIN_LOCATION: Location = {
  id: MAIN_STORE,
  name: 'Main store',
  type: 'store',
  address: null,
  isActive: true,
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
  list?: Handler;
  create?: Handler;
  update?: Handler;
  remove?: Handler;
  adjust?: Handler;
} = {}) {
  const routes: Record<string, Handler | Reply> = {
    'GET /api/me': { body: makeMe(role) },
    'GET /api/products': list ?? { body: { items: products, total: products.length } },
    'GET /api/categories': { body: { items: [makeCategory()] } },
    'GET /api/locations': { body: { items: [MAIN_LOCATION] } },
    'GET /api/stock/movements': (req) => {
      const id = new URL(req.path, 'http://x').searchParams.get('productId');
      const p = products.find((x) => x.id === id);
      const items = movements ?? (p ? [makeMovement(p)] : []);
      return { body: { items, total: items.length } };
    },
    'POST /api/products': create ?? ((req) => ({ status: 201, body: { product: req.body, warnings: [] } })),
    'POST /api/stock/adjustments':
      adjust ??
      (() => ({ status: 201, body: { movementId: uuid(), previousMilli: 0, newMilli: 0, warnings: [] } })),
  };
  for (const p of products) {
    routes[`GET /api/products/${p.id}`] = { body: p };
    routes[`GET /api/products/${p.id}/stock`] = { body: { items: stock } };
    routes[`PUT /api/products/${p.id}`] =
      update ?? ((req) => ({ body: { ...p, ...(req.body as object), categoryName: p.categoryName } }));
    routes[`DELETE /api/products/${p.id}`] = remove ?? { body: { deleted: true } };
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
