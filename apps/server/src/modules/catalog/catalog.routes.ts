import type { App } from '../../app.types.js';
import { categoryRoutes } from './category.routes.js';
import { cityRoutes } from './city.routes.js';
import { productRoutes } from './product.routes.js';
import { svgTemplateRoutes } from './svg-template.routes.js';

/** The small reference resources the app reads beside its documents. */
export async function catalogRoutes(app: App) {
  await categoryRoutes(app);
  await svgTemplateRoutes(app);
  await productRoutes(app);
  await cityRoutes(app);
}
