// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCartProduct } from './cart.test-helper.ts';
import { addItem, newCart } from './cart.ts';
import { useCartState } from './register-state.ts';
import type { Sale } from './sales.queries.ts';

const feed = makeCartProduct({ units: [], bnpcEligible: false });
const TERMINAL = '0190a000-0000-7000-8000-0000000000d1';

afterEach(() => localStorage.clear());

describe('the kept cart', () => {
  it('survives a reload while it is being rung up', () => {
    const first = renderHook(() => useCartState(TERMINAL));
    const cart = addItem(newCart(), feed).cart;
    act(() => first.result.current.setCart(cart));
    first.unmount();
    const reloaded = renderHook(() => useCartState(TERMINAL));
    expect(reloaded.result.current.cart.saleId).toBe(cart.saleId);
    expect(reloaded.result.current.cart.lines).toHaveLength(1);
  });

  it('is cleared the moment the sale is recorded, so a reload on the receipt starts an empty cart', () => {
    const first = renderHook(() => useCartState(TERMINAL));
    const cart = addItem(newCart(), feed).cart;
    act(() => first.result.current.setCart(cart));
    const sale = { id: cart.saleId, invoiceNumber: '00000007' } as Sale;
    // A resend that returns the recorded sale ends the same way as the first answer.
    act(() => first.result.current.saleDone({ sale, replayed: true }));
    expect(first.result.current.done).toEqual({ sale, replayed: true });
    expect(first.result.current.cart.lines).toEqual([]);
    expect(first.result.current.cart.saleId).not.toBe(cart.saleId);
    first.unmount();
    const reloaded = renderHook(() => useCartState(TERMINAL));
    expect(reloaded.result.current.cart.lines).toEqual([]);
    expect(reloaded.result.current.cart.saleId).not.toBe(cart.saleId);
  });
});
