/** The spec's route names (§2 route table); the table itself lives in `app/routes/route-table.ts`. */
export type RouteName =
  | 'Start'
  | 'HomeList'
  | 'MapShow'
  | 'MapShowGeo'
  | 'MapAr'
  | 'ImageGalleryList'
  | 'ImageGalleryCreate'
  | 'ImageGalleryCreateSearchparameters'
  | 'ImageGalleryUpdate'
  | 'ImageGalleryShow'
  | 'PhotographUpdate'
  | 'PhotographShow'
  | 'PhotographRetrosnaps'
  | 'Viewer25D'
  | 'RetrosnapList'
  | 'RetrosnapCreate'
  | 'RetrosnapUpdate'
  | 'RetrosnapShow'
  | 'PhotographCollectionCreate'
  | 'PhotographCollectionCreated'
  | 'PhotographCollectionUpdate'
  | 'PhotographCollectionShow'
  | 'PhotographCollectionUpload'
  | 'CoverShow'
  | 'CollageShow'
  | 'LandingPage'
  | 'CollectionsList'
  | 'OrganizationShow'
  | 'OrganizationList'
  | 'EditorsDesk'
  | 'Contact'
  | 'IntroMovie'
  | 'Settings'
  | 'Ranking'
  | 'Login'
  | 'Register'
  | 'Registered'
  | 'Activation'
  | 'ResetPassword'
  | 'ResetPasswordOk'
  | 'UserResetPassword'
  | 'UserResetPasswordOk'
  | 'ConnectCheck'
  | 'ConnectCheckRegister'
  | 'ImageAr'
  | 'QrScan'
  | 'DeleteAccount'
  | 'Privacy'
  | 'Agb'
  | 'Impressum'
  | 'OrderItemList'
  | 'OrderItemCreate'
  | 'OrderItemCreateSearchparameters'
  | 'OrderItemUpdate'
  | 'OrderItemShow'
  | 'OrderList'
  | 'OrderCollectionCreate'
  | 'OrderUpdate'
  | 'OrderShow'
  | 'OrderCreated'
  | 'NewsletterConfirm'
  | 'NewsletterUnsubscribe';

interface LinkableRoute {
  name: RouteName;
  paths: readonly string[];
  screen?: unknown;
}

const canonicalPaths = new Map<RouteName, string>();

/** Called once at start-up with the route table: only routes whose screen exists become linkable. */
export function registerRoutes(entries: readonly LinkableRoute[]): void {
  canonicalPaths.clear();
  for (const entry of entries) {
    const path = entry.paths[0];
    if (entry.screen && path) canonicalPaths.set(entry.name, path);
  }
}

/** A route can be linked to only once its screen exists. */
export function isRouteAvailable(name: RouteName): boolean {
  return canonicalPaths.has(name);
}

/**
 * The path of a route, or null while its screen does not exist yet, so that nothing links to the
 * NotFound page. Parameters fill the `:name` segments of the canonical pattern.
 */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string | null {
  const pattern = canonicalPaths.get(name);
  if (pattern === undefined) return null;
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Where closing a screen leads without history to go back to: the feed, or `/` until the feed exists. */
export function homePath(): string {
  return routePath('HomeList') ?? '/';
}
