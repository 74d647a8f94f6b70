import { type CartProduct, type CartProductAnswer, toCartProduct } from './cart.ts';

/** A product as the register holds it (a feed sold by the kilo and the sack), changed by `over`. */
export const makeCartProduct = (over: Partial<CartProductAnswer> = {}): CartProduct =>
  toCartProduct({
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
    ...over,
  });
