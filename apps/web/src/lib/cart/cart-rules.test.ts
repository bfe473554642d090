import { COOKIE_LIFETIME_S } from '@retropics/domain/constants';
import { describe, expect, it } from 'vitest';
import { boxOfFrame, framedToAspect, frameOfBox } from '../../components/person-selection/crop-geometry';
import { CART_COOKIE, cartCookie, cartIdOfCookie } from './cart-cookie';
import {
  type CartItem,
  choiceName,
  clampQuantity,
  formatPrice,
  formatRatio,
  holdsPhotoBook,
  initialConfig,
  isConfigComplete,
  isOpenCart,
  itemBody,
  itemsAdding,
  itemsWithout,
  itemsWithQuantity,
  lineTotalCents,
  pieceCount,
  printAspect,
} from './cart-rules';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  '@id': '/order_items/1',
  id: 1,
  product: '/products/4',
  productName: 'Fotodruck',
  productCategory: 'print',
  quantity: 1,
  config: { format: '20x30' },
  priceWithVat: 19.9,
  photograph: '/photographs/7',
  crop: { left: 0.1, top: 0.2, width: 0.5, height: 0.4 },
  imageGallery: null,
  thumbnail: '/orders/1/display',
  ...overrides,
});
const book = item({
  '@id': '/order_items/2',
  id: 2,
  product: '/products/9',
  productName: 'Fotobuch',
  productCategory: 'photobook',
  config: {},
  priceWithVat: 39,
  photograph: null,
  crop: null,
  imageGallery: '/image_galleries/3',
  thumbnail: null,
});
const formatOption = {
  id: 'format',
  label: { de: 'Format', en: 'Size' },
  default: null,
  choices: [
    { name: { de: '20 × 30 cm', en: '20 × 30 cm' }, value: '20x30' },
    { name: { de: 'Quadrat 30 cm', en: 'Square 30 cm' }, value: 'square' },
  ],
};
const print = { configOptions: [formatOption] };

describe('which order is the cart', () => {
  it('is an open, unpaid order without a collection; anything else is forgotten', () => {
    const open = { status: null, paymentStatus: 'open' as const, photographCollection: null };
    expect(isOpenCart(open)).toBe(true);
    expect(isOpenCart({ ...open, paymentStatus: 'paid' })).toBe(false);
    expect(isOpenCart({ ...open, status: 'canceled' })).toBe(false);
    expect(isOpenCart({ ...open, status: 'completed' })).toBe(false);
    expect(isOpenCart({ ...open, photographCollection: '/photograph_collections/2' })).toBe(false);
  });
});

describe('the items sent back (PUT /orders/{id}/items)', () => {
  it('carry product, quantity, config and the print or album, never a price', () => {
    expect(itemBody(item())).toEqual({
      product: '/products/4',
      quantity: 1,
      config: { format: '20x30' },
      photograph: '/photographs/7',
      crop: { left: 0.1, top: 0.2, width: 0.5, height: 0.4 },
    });
    expect(itemBody(book)).toEqual({
      product: '/products/9',
      quantity: 1,
      config: {},
      imageGallery: '/image_galleries/3',
    });
    for (const body of [itemBody(item()), itemBody(book)]) {
      expect(Object.keys(body)).not.toContain('priceWithVat');
    }
  });

  it('add one more item to an open cart, or start with it alone', () => {
    const added = { product: '/products/4', quantity: 2, config: { format: 'square' } };
    expect(itemsAdding(null, added)).toEqual([added]);
    expect(itemsAdding({ items: [item(), book] }, added)).toEqual([itemBody(item()), itemBody(book), added]);
  });

  it('add a photo book of an album only once (more copies are the quantity)', () => {
    const again = { product: '/products/9', quantity: 1, config: {}, imageGallery: '/image_galleries/3' };
    expect(holdsPhotoBook({ items: [item(), book] }, again)).toBe(true);
    expect(holdsPhotoBook({ items: [item()] }, again)).toBe(false);
    expect(holdsPhotoBook({ items: [book] }, { ...again, imageGallery: '/image_galleries/4' })).toBe(false);
    expect(holdsPhotoBook(null, again)).toBe(false);
    // Prints of the same section may be ordered again as another line.
    expect(holdsPhotoBook({ items: [item()] }, itemBody(item()))).toBe(false);
  });

  it('change one line’s quantity within 1 and 99', () => {
    const cart = { items: [item(), book] };
    expect(itemsWithQuantity(cart, 2, 3).map((line) => line.quantity)).toEqual([1, 3]);
    expect(itemsWithQuantity(cart, 1, 0)[0]?.quantity).toBe(1);
    expect(itemsWithQuantity(cart, 1, 250)[0]?.quantity).toBe(99);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
  });

  it('without a line keep the rest; without the last one the order itself goes (null)', () => {
    expect(itemsWithout({ items: [item(), book] }, 1)).toEqual([itemBody(book)]);
    expect(itemsWithout({ items: [book] }, 2)).toBeNull();
  });
});

describe('prices (spec §9: euros with two decimals, sums in cents)', () => {
  it('multiply the server’s unit price in cents, without floating-point noise', () => {
    expect(lineTotalCents({ priceWithVat: 19.9, quantity: 3 })).toBe(5970);
    expect(lineTotalCents({ priceWithVat: 0.1, quantity: 3 })).toBe(30);
    expect(formatPrice(5970, 'de')).toBe('59,70\u00a0€');
    expect(formatPrice(2000, 'en')).toBe('€20.00');
  });

  it('count the pieces for the cart button', () => {
    expect(pieceCount({ items: [item({ quantity: 2 }), book] })).toBe(3);
    expect(pieceCount(null)).toBe(0);
  });
});

describe('options (spec §4 Product: to the cart only with every option answered)', () => {
  it('start from the defaults and need every option', () => {
    expect(initialConfig(print)).toEqual({});
    expect(initialConfig({ configOptions: [{ ...formatOption, default: 'square' }] })).toEqual({
      format: 'square',
    });
    expect(isConfigComplete(print, {})).toBe(false);
    expect(isConfigComplete(print, { format: '' })).toBe(false);
    expect(isConfigComplete(print, { format: '20x30' })).toBe(true);
    expect(isConfigComplete({ configOptions: [] }, {})).toBe(true);
  });

  it('show the choice’s name in the reader’s language, else the value', () => {
    expect(choiceName(print, 'format', 'square', 'en-GB')).toBe('Square 30 cm');
    expect(choiceName(print, 'format', 'square', 'it')).toBe('Quadrat 30 cm');
    expect(choiceName(print, 'format', 'unknown', 'de')).toBe('unknown');
    expect(choiceName(undefined, 'format', '20x30', 'de')).toBe('20x30');
  });
});

describe('the section’s shape follows the format where it names a size', () => {
  it('reads sizes such as 20x30 and 20 × 30 cm, and nothing else', () => {
    expect(formatRatio('20x30')).toBe(1.5);
    expect(formatRatio('30 × 45 cm')).toBe(1.5);
    expect(formatRatio('13x18')).toBeCloseTo(18 / 13);
    expect(formatRatio('square')).toBeNull();
    expect(formatRatio('0x30')).toBeNull();
  });

  it('turns the format like the picture: landscape for a wide photograph, upright for a tall one', () => {
    expect(printAspect(print, { format: '20x30' }, { width: 1200, height: 800 })).toBe(1.5);
    expect(printAspect(print, { format: '20x30' }, { width: 800, height: 1200 })).toBeCloseTo(2 / 3);
    expect(printAspect(print, { format: 'square' }, { width: 800, height: 1200 })).toBeNull();
    expect(printAspect(print, {}, { width: 800, height: 1200 })).toBeNull();
  });

  it('fits a chosen section to the shape, keeping its middle', () => {
    const picture = { width: 1200, height: 800 };
    const box = boxOfFrame(
      framedToAspect(frameOfBox({ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }), 1.5, picture),
    );
    // 600 × 400 px fits 1.5 exactly: nothing changes.
    expect(box).toMatchObject({ x: 0.1, y: 0.1, width: 0.5, height: 0.5 });
    const tall = boxOfFrame(framedToAspect(frameOfBox({ x: 0, y: 0, width: 0.5, height: 1 }), 1.5, picture));
    // 600 × 800 px becomes 600 × 400 px, centred: y from 0.25 to 0.75.
    expect(tall.width * picture.width).toBeCloseTo(600);
    expect(tall.height * picture.height).toBeCloseTo(400);
    expect(tall.y).toBeCloseTo(0.25);
    expect(tall.x).toBeCloseTo(0);
  });
});

describe('the cart cookie (spec §9: kept 31536000 s, survives signing out)', () => {
  it('keeps the order id for a year and forgets it at once', () => {
    expect(cartCookie(42, true)).toBe(
      `${CART_COOKIE}=42; Path=/; SameSite=Lax; Secure; Max-Age=${COOKIE_LIFETIME_S}`,
    );
    expect(COOKIE_LIFETIME_S).toBe(31_536_000);
    expect(cartCookie(null, false)).toBe(`${CART_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it('reads the id among other cookies, and nothing that is no id', () => {
    expect(cartIdOfCookie(`a=1; ${CART_COOKIE}=42; b=2`)).toBe(42);
    expect(cartIdOfCookie(`${CART_COOKIE}=`)).toBeNull();
    expect(cartIdOfCookie(`${CART_COOKIE}=0`)).toBeNull();
    expect(cartIdOfCookie(`${CART_COOKIE}=12abc`)).toBeNull();
    expect(cartIdOfCookie('x=1')).toBeNull();
  });
});
