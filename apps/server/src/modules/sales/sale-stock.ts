import {
  type BalanceParts,
  DomainError,
  formatQty,
  isExpired,
  pickLotsFefo,
  type RefusalReason,
  refusal,
  type StockForm,
  takeFromBalance,
} from '@fbms/domain';

/**
 * Where a sale's stock comes from (pure): per line, the balance or lots it takes from, each balance as
 * read and as it must be written, and the `sale` movements' before and after. planSale (sale-plan.ts)
 * turns this into the inventory ledger's rows; the demo history uses it to leave out what the stock
 * cannot serve.
 */

/** One stock balance at the terminal's location, read after its product was locked. */
export interface SaleBalance extends BalanceParts {
  id: string;
  productId: string;
  lotId: string | null;
  batchNumber: string | null;
  expiryDate: string | null;
}

/** What a sale line needs from the stock. */
export interface StockLine {
  index: number;
  productId: string;
  productName: string;
  baseUnit: string;
  isLotTracked: boolean;
  baseQtyMilli: number;
  /** The lot the cashier chose, else first expiry first out. */
  lotId: string | null;
  /** A sack sold as a sack leaves sealed; kilos take the open sack first. */
  form?: StockForm;
  /** The stock the cart showed when the line was added (to say what changed). */
  stockSeenMilli: number | null;
}

export interface LotTaken {
  lotId: string;
  batchNumber: string;
  expiryDate: string | null;
  baseQtyMilli: number;
}

/** One `sale` movement: what it takes from which balance, and the product's stock here before and after. */
export interface StockTake {
  line: StockLine;
  balanceId: string;
  lotId: string | null;
  qtyMilli: number;
  previousMilli: number;
  newMilli: number;
}

export interface StockPlan {
  takes: StockTake[];
  lotsByLine: Map<number, LotTaken[]>;
  /** Each balance touched: as read, and as it must be written. */
  updates: { id: string; was: BalanceParts; next: BalanceParts }[];
}

export const lineField = (
  i: number,
  field: string,
  message: string,
  why: { reason: RefusalReason } & object,
) => new DomainError('VALIDATION_FAILED', message, { ...why, fields: { [`lines.${i}.${field}`]: message } });

/** The seed's stock messages: what changed while the item sat in the cart, else what is available. */
function outOfStock(line: StockLine, nowMilli: number): DomainError {
  const u = line.baseUnit;
  const fields = { [`lines.${line.index}.qtyMilli`]: `${formatQty(nowMilli)} ${u} left` };
  if (line.stockSeenMilli !== null && line.stockSeenMilli !== nowMilli)
    return new DomainError(
      'CONCURRENT_MODIFICATION',
      `${line.productName}: stock changed while in cart. Was: ${formatQty(line.stockSeenMilli)} ${u}, Now: ${formatQty(nowMilli)} ${u}`,
      refusal('saleStockChanged', {
        productName: line.productName,
        wasMilli: line.stockSeenMilli,
        nowMilli,
        unit: u,
        fields,
        suggestions: ['Lower the quantity to what is left, or remove the line.'],
        lineIndex: line.index,
        stockMilli: nowMilli,
      }),
    );
  return new DomainError(
    'INSUFFICIENT_STOCK',
    `${line.productName}: insufficient stock. Available: ${formatQty(nowMilli)} ${u}, Requested: ${formatQty(line.baseQtyMilli)} ${u}`,
    refusal('saleStockInsufficient', {
      productName: line.productName,
      availableMilli: nowMilli,
      requestedMilli: line.baseQtyMilli,
      unit: u,
      fields,
      suggestions: ['Lower the quantity to what is available.'],
      lineIndex: line.index,
      stockMilli: nowMilli,
    }),
  );
}

/**
 * Where each line's stock comes from, worked out on balances read under the products' locks: the chosen
 * lot (if it is not expired and holds enough) or first expiry first out, the sealed or loose part as the
 * ledger's rule says, and every movement's before and after. Lines go in product id order (the order
 * the locks were taken). Throws the seed's stock errors; returns what to write.
 */
export function planSaleStock(lines: readonly StockLine[], balances: readonly SaleBalance[], today: string) {
  const state = new Map(balances.map((b) => [b.id, { ...b }]));
  const totals = new Map<string, number>();
  for (const b of balances) totals.set(b.productId, (totals.get(b.productId) ?? 0) + b.qtyMilli);
  const plan: StockPlan = { takes: [], lotsByLine: new Map(), updates: [] };
  const ordered = [...lines].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : a.index - b.index,
  );
  for (const line of ordered) {
    const mine = [...state.values()].filter((b) => b.productId === line.productId);
    const total = () => totals.get(line.productId) ?? 0;
    let picks: { balance: SaleBalance; qtyMilli: number }[];
    if (!line.isLotTracked) {
      const balance = mine.find((b) => b.lotId === null);
      if (!balance) throw outOfStock(line, total());
      picks = [{ balance, qtyMilli: line.baseQtyMilli }];
    } else if (line.lotId) {
      const lot = mine.find((b) => b.lotId === line.lotId && b.qtyMilli > 0);
      if (lot && isExpired(lot, today))
        throw lineField(
          line.index,
          'lotId',
          `Lot ${lot.batchNumber} of ${line.productName} expired on ${lot.expiryDate} and cannot be sold`,
          refusal('lotExpired', {
            lot: lot.batchNumber,
            productName: line.productName,
            date: lot.expiryDate,
          }),
        );
      if (!lot)
        throw lineField(
          line.index,
          'lotId',
          `The chosen lot of ${line.productName} has no stock here: choose another lot`,
          refusal('lotEmpty', { productName: line.productName }),
        );
      if (lot.qtyMilli < line.baseQtyMilli)
        throw lineField(
          line.index,
          'lotId',
          `Lot ${lot.batchNumber} of ${line.productName} has only ${formatQty(lot.qtyMilli)} ${line.baseUnit} left: choose another lot or lower the quantity`,
          refusal('lotShort', {
            lot: lot.batchNumber,
            productName: line.productName,
            availableMilli: lot.qtyMilli,
            unit: line.baseUnit,
          }),
        );
      picks = [{ balance: lot, qtyMilli: line.baseQtyMilli }];
    } else {
      const lots = mine.filter((b) => b.lotId !== null);
      const fefo = pickLotsFefo(
        lots.map((b) => ({
          lotId: b.lotId!,
          batchNumber: b.batchNumber ?? '',
          expiryDate: b.expiryDate,
          qtyMilli: b.qtyMilli,
        })),
        line.baseQtyMilli,
        today,
      );
      if (!fefo) throw outOfStock(line, total());
      picks = fefo.map((p) => ({ balance: lots.find((b) => b.lotId === p.lotId)!, qtyMilli: p.qtyMilli }));
    }
    const lots: LotTaken[] = [];
    for (const { balance, qtyMilli } of picks) {
      const next = takeFromBalance(balance, qtyMilli, line.form);
      if (!next) throw outOfStock(line, total());
      const previousMilli = total();
      totals.set(line.productId, previousMilli - qtyMilli);
      Object.assign(balance, next);
      plan.takes.push({
        line,
        balanceId: balance.id,
        lotId: balance.lotId,
        qtyMilli,
        previousMilli,
        newMilli: previousMilli - qtyMilli,
      });
      if (balance.lotId)
        lots.push({
          lotId: balance.lotId,
          batchNumber: balance.batchNumber ?? '',
          expiryDate: balance.expiryDate,
          baseQtyMilli: qtyMilli,
        });
    }
    if (line.isLotTracked) plan.lotsByLine.set(line.index, lots);
  }
  for (const b of balances) {
    const now = state.get(b.id)!;
    if (now.qtyMilli !== b.qtyMilli || now.looseMilli !== b.looseMilli)
      plan.updates.push({
        id: b.id,
        was: { qtyMilli: b.qtyMilli, looseMilli: b.looseMilli },
        next: { qtyMilli: now.qtyMilli, looseMilli: now.looseMilli },
      });
  }
  return plan;
}
