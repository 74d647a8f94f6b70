// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderScreen } from '../../test/render-app.tsx';
import { makeCartProduct } from './cart.test-helper.ts';
import { addItem, type Cart, newCart } from './cart.ts';
import { StatutoryNotice } from './statutory-notice.tsx';

const vitamin = makeCartProduct({
  id: '0190a000-0000-7000-8000-0000000000a1',
  name: 'Vitamin B',
  baseUnit: 'pc',
  units: [],
  priceCentavos: 11_200,
  bnpcEligible: false,
  scPwdEligible: true,
});
const mash = makeCartProduct({
  id: '0190a000-0000-7000-8000-0000000000a2',
  name: 'Mash Plain',
  baseUnit: 'pc',
  units: [],
  priceCentavos: 11_200,
  bnpcEligible: false,
  scPwdEligible: false,
});

function cartOf(kind: 'bnpc5' | 'sc_pwd20', ...products: (typeof vitamin)[]): Cart {
  let cart = newCart('0190a000-0000-7000-8000-0000000000c9');
  for (const p of products) cart = addItem(cart, p).cart;
  return { ...cart, statutory: { kind, beneficiary: 'senior', name: 'Lola Basyang', idNumber: 'OSCA-123' } };
}

const notice = () => screen.getByTestId('statutory-notice').textContent ?? '';

describe('StatutoryNotice', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says "1 item gets", not "1 get", when one item of two gets the discount', () => {
    renderScreen(<StatutoryNotice cart={cartOf('sc_pwd20', mash, vitamin)} vatRegistered onCart={vi.fn()} />);
    expect(notice()).toContain('Of 2 items, 1 gets the senior/PWD 20% discount:');
  });

  it('reads as Filipino: the discount is named once, without a second "ang"', async () => {
    await i18n.changeLanguage('fil');
    const { unmount } = renderScreen(
      <StatutoryNotice cart={cartOf('bnpc5', mash, vitamin)} vatRegistered onCart={vi.fn()} />,
    );
    expect(notice()).toContain('Walang item sa cart na ito ang may 5% na diskwento ng senior/PWD:');
    unmount();
    renderScreen(<StatutoryNotice cart={cartOf('sc_pwd20', mash, vitamin)} vatRegistered onCart={vi.fn()} />);
    expect(notice()).toContain('Sa 2 item, 1 ang may 20% na diskwento ng senior/PWD:');
    expect(notice()).not.toMatch(/\b(may|sa|ng) ang\b/);
  });

  it('in Filipino, a promo that gives more is compared with the discount without "sa ang"', async () => {
    await i18n.changeLanguage('fil');
    const withPromo = cartOf('sc_pwd20', vitamin);
    const cart: Cart = {
      ...withPromo,
      lines: withPromo.lines.map((l) => ({ ...l, promo: { kind: 'percent', basisPoints: 3_000 } })),
    };
    renderScreen(<StatutoryNotice cart={cart} vatRegistered onCart={vi.fn()} />);
    expect(notice()).toContain('kaysa sa 20% na diskwento ng senior/PWD');
    expect(notice()).not.toMatch(/\b(may|sa|ng) ang\b/);
  });
});
