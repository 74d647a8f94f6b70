/** The register's dialogs: which one is open, each drawn with what it changes in the cart. */
import type { SaleTotals } from '@fbms/domain';
import { type Cart, type CartProduct, newCart, type Rx, setLinePromo } from './cart.ts';
import { CustomerDialog } from './customer-dialog.tsx';
import { HoldDialog } from './held-carts.tsx';
import { PayDialog } from './pay-dialog.tsx';
import { usePosT } from './pos.i18n.ts';
import { PromoDialog } from './promo-dialog.tsx';
import { RegulatedDialog } from './regulated-dialog.tsx';
import type { Sale } from './sales.queries.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import { StatutoryDialog } from './statutory-dialog.tsx';
import type { CartChange } from './use-register-row-actions.ts';

export type RegisterDialog =
  | null
  | { kind: 'pay' }
  | { kind: 'regulated'; product: CartProduct; unitCode: string | null }
  | { kind: 'statutory' }
  | { kind: 'customer' }
  | { kind: 'orderPromo' }
  | { kind: 'linePromo'; key: string }
  | { kind: 'hold' }
  | { kind: 'shortcuts' };

export function RegisterDialogs({
  dialog,
  setDialog,
  cart,
  setCart,
  change,
  totals,
  vatRegistered,
  add,
  finish,
}: {
  dialog: RegisterDialog;
  setDialog: (d: RegisterDialog) => void;
  cart: Cart;
  setCart: (c: Cart) => void;
  /** Applies a cart change, or tells why it was refused. */
  change: (r: CartChange) => void;
  totals: SaleTotals;
  vatRegistered: boolean;
  add: (p: CartProduct, unitCode: string | null, extra: { rx?: Rx; fpaCertNumber?: string }) => void;
  finish: (result: { sale: Sale; replayed: boolean }) => void;
}) {
  const t = usePosT();
  const close = () => setDialog(null);
  return (
    <>
      {dialog?.kind === 'pay' && (
        <PayDialog
          cart={cart}
          totals={totals}
          onCart={setCart}
          onClose={close}
          onDone={finish}
          vatRegistered={vatRegistered}
        />
      )}
      {dialog?.kind === 'regulated' && (
        <RegulatedDialog
          product={dialog.product}
          onClose={close}
          onSubmit={(extra) => {
            setDialog(null);
            add(dialog.product, dialog.unitCode, extra);
          }}
        />
      )}
      {dialog?.kind === 'statutory' && <StatutoryDialog cart={cart} onCart={setCart} onClose={close} />}
      {dialog?.kind === 'customer' && <CustomerDialog cart={cart} onCart={setCart} onClose={close} />}
      {dialog?.kind === 'orderPromo' && (
        <PromoDialog
          title={t('orderPromo.title')}
          value={cart.orderPromo}
          onClose={close}
          onSubmit={(promo) => {
            setCart({ ...cart, orderPromo: promo });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'linePromo' && (
        <PromoDialog
          title={t('cart.promoFor', {
            name: cart.lines.find((l) => l.key === dialog.key)?.product.name ?? '',
          })}
          value={cart.lines.find((l) => l.key === dialog.key)?.promo ?? null}
          onClose={close}
          onSubmit={(promo) => {
            change(setLinePromo(cart, dialog.key, promo));
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'hold' && (
        <HoldDialog
          cart={cart}
          onClose={close}
          onHeld={() => {
            setDialog(null);
            setCart(newCart());
          }}
        />
      )}
      {dialog?.kind === 'shortcuts' && <ShortcutsDialog onClose={close} />}
    </>
  );
}
