import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photographs } from '../../db/schema/photographs.js';
import { orderItems, orders, products } from '../../db/schema/shop.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAlbum, buildPerson, buildPhotograph } from '../../test/factories.js';

const api = useTestApp();
const kapellbruecke = 'demo/luzern-kapellbruecke-ca1895.jpg';

let orderNumber = 0;
/** A cart order of one person holding the given items (as the orders module stores them). */
async function cartWith(items: Array<Partial<typeof orderItems.$inferInsert> & { productId: number }>) {
  const person = await buildPerson(api.app);
  orderNumber += 1;
  const [order] = await api.db
    .insert(orders)
    .values({ orderNumber: `TEST-THUMB-${orderNumber}`, personId: person.id })
    .returning();
  if (!order) throw new Error('order not inserted');
  return api.db
    .insert(orderItems)
    .values(items.map((item) => ({ priceWithVat: 19.9, ...item, orderId: order.id })))
    .returning();
}

async function productOf(category: string) {
  const [found] = await api.db.select().from(products).where(eq(products.productCategory, category));
  if (found) return found;
  const [made] = await api.db
    .insert(products)
    .values({ productCategory: category, priceWithVat: 39, translations: [] })
    .returning();
  if (!made) throw new Error('product not inserted');
  return made;
}

async function demoPhotograph() {
  const [found] = await api.db.select().from(photographs).where(eq(photographs.filePath, kapellbruecke));
  if (!found) throw new Error('demo photograph missing');
  return found;
}

const display = (id: number | string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: `/orders/${id}/display`, headers });

describe('GET /orders/{id}/display: the cropped section of a print', () => {
  it('is a JPEG of the chosen section, at most 1024 px, with an ETag that answers 304', async () => {
    const photograph = await demoPhotograph();
    const print = await productOf('print');
    const crop = { left: 0.25, top: 0.1, width: 0.5, height: 0.4 };
    const [item] = await cartWith([{ productId: print.id, photographId: photograph.id, crop }]);
    const response = await display(item?.id as number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1024);
    // The section's shape, not the photograph's: half the width against 40 % of the height.
    const expected = (0.5 * photograph.width) / (0.4 * photograph.height);
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(expected, 1);
    const etag = response.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await display(item?.id as number, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('differs with the crop: two sections of one photograph are two pictures', async () => {
    const photograph = await demoPhotograph();
    const print = await productOf('print');
    const [left, right] = await cartWith([
      {
        productId: print.id,
        photographId: photograph.id,
        crop: { left: 0, top: 0, width: 0.3, height: 0.3 },
      },
      {
        productId: print.id,
        photographId: photograph.id,
        crop: { left: 0.6, top: 0.6, width: 0.4, height: 0.4 },
      },
    ]);
    const [a, b] = await Promise.all([display(left?.id as number), display(right?.id as number)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('is 404 JSON-LD for a photo book, a hidden or deleted photograph, and an unknown item', async () => {
    const photograph = await demoPhotograph();
    const print = await productOf('print');
    const photobook = await productOf('photobook');
    const album = await buildAlbum(api.app);
    const hidden = await buildPhotograph(api.app, { isHidden: true });
    const [book, ofHidden, noCrop] = await cartWith([
      { productId: photobook.id, imageGalleryId: album.id },
      {
        productId: print.id,
        photographId: hidden.id,
        crop: { left: 0, top: 0, width: 1, height: 1 },
      },
      { productId: print.id, photographId: photograph.id },
    ]);
    for (const id of [book?.id, ofHidden?.id, noCrop?.id, 999_999_999]) {
      const response = await display(id as number);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()['@type']).toBe('hydra:Error');
    }
    // A photograph deleted later leaves the item without one (ON DELETE SET NULL): 404 too.
    await api.db.delete(photographs).where(eq(photographs.id, hidden.id));
    expect((await display(ofHidden?.id as number)).statusCode).toBe(404);
  });

  it('leaves other names to the product pictures of products/imageUpload (404 when there is none)', async () => {
    const response = await display('no-such-picture.jpeg');
    expect(response.statusCode).toBe(404);
    expect(response.json()['@type']).toBe('hydra:Error');
  });
});
