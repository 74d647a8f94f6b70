/**
 * A product's stock in the other branches (GET /api/products/{id}/availability, issue 26): the POS tells
 * it when this branch has too little ("Available in Sto. Tomas: 12 sack"), so the cashier can send the
 * farmer there; the product page lists every branch.
 */
import { availabilityContract, type BranchAvailability, formatQty } from '@fbms/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import type { CartProduct } from './cart.ts';
import { usePosT } from './pos.i18n.ts';

export type { BranchAvailability };

export const availabilityQuery = (productId: string) =>
  queryOptions({
    queryKey: ['pos', 'availability', productId],
    queryFn: () => api.call(availabilityContract.getAvailability, { params: { id: productId } }),
    staleTime: 30_000,
  });

/**
 * A quantity in the largest unit it fills at least once (600 kg of a 50-kg sack: "12 sack"), else in
 * the base unit.
 */
export function availableQty(
  product: { baseUnit: string; units: readonly { code: string; baseMilliPerUnit: number }[] },
  onHandMilli: number,
): { qty: string; unit: string } {
  const unit = [...product.units]
    .filter((u) => u.baseMilliPerUnit > 1000 && u.baseMilliPerUnit <= onHandMilli)
    .sort((a, b) => b.baseMilliPerUnit - a.baseMilliPerUnit)[0];
  if (!unit) return { qty: formatQty(onHandMilli), unit: product.baseUnit };
  return { qty: formatQty(Math.floor((onHandMilli * 1000) / unit.baseMilliPerUnit)), unit: unit.code };
}

/** The other branches that hold some of it, most first. */
export const otherBranches = (items: BranchAvailability[], branchId: string) =>
  items
    .filter((b) => b.branchId !== branchId && b.onHandMilli > 0)
    .sort((a, b) => b.onHandMilli - a.onHandMilli);

/**
 * After the cart refused a product for want of stock here: tells where else it is (or that no other
 * branch has it). Quiet when the store has one branch, or when the question fails (the refusal was told).
 */
export function useTellAvailability(client: QueryClient, branchId: string) {
  const t = usePosT();
  return async (product: CartProduct) => {
    try {
      const answer = await client.fetchQuery(availabilityQuery(product.id));
      if (answer.items.length < 2) return;
      const others = otherBranches(answer.items, branchId);
      notify.info({
        id: 'pos-availability',
        title: t('availability.title', { name: product.name }),
        message: others.length
          ? others
              .map((b) => t('availability.in', { branch: b.name, ...availableQty(product, b.onHandMilli) }))
              .join(' · ')
          : t('availability.none'),
      });
    } catch {
      // Only a hint: the refusal itself was already shown.
    }
  };
}
