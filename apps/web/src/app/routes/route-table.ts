import type { ComponentType } from 'react';
import type { RouteName } from '../../lib/routing/route-links';

/**
 * Who may open a route. 'map' follows the map-access setting: the spec holds both readings
 * (visitors may use the map; or the map needs sign-in), see `mapRequiresSignIn` in app config.
 */
export type RouteAccess = 'public' | 'signedIn' | 'map';

export interface RouteEntry {
  /** The spec's route name; links are built from it, never from literal paths. */
  name: RouteName;
  /** React Router patterns; the first one is canonical, the others are the spec's variants. */
  paths: readonly string[];
  access: RouteAccess;
  /** Hides toolbar, drawer and bottom bar. */
  navHidden: boolean;
  /** Requests fullscreen when the app runs installed (standalone). */
  fullscreen: boolean;
  /** The screen, loaded on demand. */
  screen: () => Promise<{ default: ComponentType }>;
}

type ScreenFlags = Partial<Pick<RouteEntry, 'access' | 'navHidden' | 'fullscreen'>> &
  Pick<RouteEntry, 'screen'>;

/** An entry of the table: every spec §2 route has its screen. */
function route(name: RouteName, paths: readonly string[], flags: ScreenFlags): RouteEntry {
  return { name, paths, access: 'public', navHidden: false, fullscreen: false, ...flags };
}

const signedIn = { access: 'signedIn' } as const;

/** Variants of a show screen: `/color`, `/:commentId`, `/:commentId/color`. */
function showVariants(base: string): string[] {
  return [base, `${base}/color`, `${base}/:commentId`, `${base}/:commentId/color`];
}

const legalScreen = () => import('../../features/legal/legal-screen');
const mapScreen = () => import('../../features/map/map-screen');
const resetDoneScreen = () => import('../../features/auth/reset-done-screen');
const connectCheckScreen = () => import('../../features/auth/connect-check-screen');
const albumForm = () => import('../../features/album-form/album-form-screen');
const cartRedirects = () => import('../../features/cart/cart-redirect-screens');
const orderShowScreen = () => import('../../features/order-show/order-show-screen');

/** Spec §2 route table, declared once. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  route('Start', ['/'], { navHidden: true, screen: () => import('../../features/start/start-screen') }),
  route('HomeList', ['/feed'], { screen: () => import('./feed-route') }),
  route('MapShow', ['/map'], { access: 'map', screen: mapScreen }),
  route('MapShowGeo', ['/map/:geo'], { access: 'map', screen: mapScreen }),
  route('MapAr', ['/map-ar'], {
    navHidden: true,
    fullscreen: true,
    screen: () => import('../../features/map-ar/map-ar-screen'),
  }),
  route('ImageGalleryList', ['/my_images'], {
    ...signedIn,
    screen: () => import('../../features/my-images/my-images-screen'),
  }),
  route('ImageGalleryCreate', ['/image_galleries/create'], {
    ...signedIn,
    navHidden: true,
    screen: albumForm,
  }),
  route('ImageGalleryCreateSearchparameters', ['/image_galleries/create/forSearchParameters'], {
    ...signedIn,
    screen: albumForm,
  }),
  route('ImageGalleryUpdate', ['/image_galleries/edit/:id'], { ...signedIn, screen: albumForm }),
  route('ImageGalleryShow', showVariants('/image_galleries/show/:id'), {
    navHidden: true,
    screen: () => import('../../features/albums/album-screen'),
  }),
  route('PhotographUpdate', ['/photographs/edit/:id'], {
    ...signedIn,
    navHidden: true,
    screen: () => import('../../features/photograph-edit/photograph-edit-screen'),
  }),
  route(
    'PhotographShow',
    [
      '/photographs/show/:id',
      '/photographs/show/:id/back',
      '/photographs/show/:id/color',
      '/photographs/show/:id/back/color',
      '/photographs/show/:id/:commentId',
      '/photographs/show/:id/back/:commentId',
      '/photographs/show/:id/color/:commentId',
      '/photographs/show/:id/back/color/:commentId',
    ],
    {
      navHidden: true,
      fullscreen: true,
      screen: () => import('../../features/viewer/photograph-show-screen'),
    },
  ),
  route('PhotographRetrosnaps', ['/photographs/retrosnaps/:id'], {
    navHidden: true,
    screen: () => import('../../features/photograph-retrosnaps/photograph-retrosnaps-screen'),
  }),
  route('Viewer25D', ['/viewer25d/:id'], {
    navHidden: true,
    screen: () => import('../../features/viewer25d/viewer25d-screen'),
  }),
  route('RetrosnapList', ['/retrosnaps'], {
    ...signedIn,
    screen: () => import('../../features/retrosnap-list/retrosnap-list-screen'),
  }),
  route('RetrosnapCreate', ['/retrosnaps/create/:photograph'], {
    ...signedIn,
    navHidden: true,
    fullscreen: true,
    screen: () => import('../../features/retrosnap-camera/retrosnap-camera-screen'),
  }),
  route('RetrosnapUpdate', ['/retrosnaps/edit/:id'], {
    ...signedIn,
    fullscreen: true,
    screen: () => import('../../features/retrosnap-edit/retrosnap-edit-screen'),
  }),
  route(
    'RetrosnapShow',
    [
      '/retrosnaps/show/:id',
      '/retrosnaps/show/:id/color',
      '/retrosnaps/show/:id/:commentId',
      '/retrosnaps/show/:id/color/:commentId',
    ],
    { fullscreen: true, screen: () => import('../../features/retrosnap-show/retrosnap-show-screen') },
  ),
  route('PhotographCollectionCreate', ['/report_collection'], {
    screen: () => import('./report-collection-route'),
  }),
  route('PhotographCollectionCreated', ['/report_collection_thankyou'], {
    screen: () => import('../../features/report-collection/report-thankyou-screen'),
  }),
  route('PhotographCollectionUpdate', ['/photograph_collections/edit/:id'], {
    ...signedIn,
    navHidden: true,
    screen: () => import('../../features/collection-edit/collection-edit-screen'),
  }),
  route(
    'PhotographCollectionShow',
    ['/photograph_collections/show/:id', '/photograph_collections/show/:id/color'],
    { screen: () => import('../../features/collections/collection-screen') },
  ),
  route('PhotographCollectionUpload', ['/photograph_collections/upload/:id'], {
    ...signedIn,
    screen: () => import('../../features/scan-upload/scan-upload-screen'),
  }),
  route('CoverShow', ['/photograph_collections/cover/show/:id'], {
    screen: () => import('../../features/cover-collage/cover-show-screen'),
  }),
  route('CollageShow', ['/photograph_collections/collage/show/:collectionId/:id'], {
    screen: () => import('../../features/cover-collage/collage-show-screen'),
  }),
  route('LandingPage', ['/retro'], { screen: () => import('../../features/landing/landing-screen') }),
  route('CollectionsList', ['/collections'], {
    screen: () => import('../../features/collections/collections-list-screen'),
  }),
  route('OrganizationShow', ['/organizations/show/:id'], {
    screen: () => import('../../features/organizations/organization-screen'),
  }),
  route('OrganizationList', ['/organizations'], {
    ...signedIn,
    screen: () => import('../../features/organizations/organization-desk-screen'),
  }),
  route('EditorsDesk', ['/desk'], {
    ...signedIn,
    screen: () => import('../../features/editors-desk/editors-desk-screen'),
  }),
  route('Contact', ['/contact'], {
    navHidden: true,
    screen: () => import('../../features/contact/contact-screen'),
  }),
  route('IntroMovie', ['/intromovie'], {
    navHidden: true,
    fullscreen: true,
    screen: () => import('../../features/intro-movie/intro-movie-screen'),
  }),
  route('Settings', ['/settings'], {
    ...signedIn,
    navHidden: true,
    screen: () => import('../../features/settings/settings-screen'),
  }),
  route('Ranking', ['/ranking'], {
    ...signedIn,
    screen: () => import('../../features/ranking/ranking-screen'),
  }),
  route('Login', ['/login'], { navHidden: true, screen: () => import('../../features/auth/login-screen') }),
  route('Register', ['/register'], { screen: () => import('../../features/auth/register-screen') }),
  route('Registered', ['/registered'], { screen: () => import('../../features/auth/registered-screen') }),
  route('Activation', ['/users/activate/:id/:invitationCode'], {
    screen: () => import('../../features/auth/activation-screen'),
  }),
  route('ResetPassword', ['/reset_password'], {
    screen: () => import('../../features/auth/reset-request-screen'),
  }),
  route('ResetPasswordOk', ['/reset_password_ok'], { screen: resetDoneScreen }),
  route('UserResetPassword', ['/users/reset_password/:id/:passwordResetToken'], {
    screen: () => import('../../features/auth/set-password-screen'),
  }),
  route('UserResetPasswordOk', ['/users/reset_password_ok'], { screen: resetDoneScreen }),
  route('ConnectCheck', ['/connect/:provider/check'], { screen: connectCheckScreen }),
  route('ConnectCheckRegister', ['/connect/:provider/check/register'], { screen: connectCheckScreen }),
  route('ImageAr', ['/image-ar/:id'], {
    navHidden: true,
    fullscreen: true,
    screen: () => import('../../features/image-ar/image-ar-screen'),
  }),
  // Ours, not the spec's table: the QR scanner of §4 'Short URL scan' as a screen of its own.
  route('QrScan', ['/scan'], {
    navHidden: true,
    fullscreen: true,
    screen: () => import('../../features/qr-scan/qr-scan-screen'),
  }),
  route('DeleteAccount', ['/delete_account'], {
    screen: () => import('../../features/delete-account/delete-account-screen'),
  }),
  route('Privacy', ['/privacy'], { screen: legalScreen }),
  route('Agb', ['/agb'], { screen: legalScreen }),
  route('Impressum', ['/impressum'], { screen: legalScreen }),
  route('OrderItemList', ['/shopping_cart'], {
    ...signedIn,
    screen: () => import('../../features/cart/cart-screen'),
  }),
  route('OrderItemCreate', ['/shopping_cart/add'], {
    ...signedIn,
    navHidden: true,
    screen: () => cartRedirects().then((module) => ({ default: module.CartAddScreen })),
  }),
  route('OrderItemCreateSearchparameters', ['/shopping_cart/add/:documentId'], {
    ...signedIn,
    navHidden: true,
    screen: () => import('../../features/cart/photo-book-add-screen'),
  }),
  route('OrderItemUpdate', ['/shopping_cart/edit/:id'], {
    ...signedIn,
    screen: () => cartRedirects().then((module) => ({ default: module.PhotoBookEditScreen })),
  }),
  route('OrderItemShow', ['/shopping_cart/show/:id'], {
    screen: () => cartRedirects().then((module) => ({ default: module.PhotoBookShowScreen })),
  }),
  route('OrderList', ['/orders'], { ...signedIn, screen: () => import('./order-list-route') }),
  route('OrderCollectionCreate', ['/photograph_collections/:id/order/create'], {
    ...signedIn,
    screen: () => import('../../features/order-checkout/order-collection-create-screen'),
  }),
  route('OrderUpdate', ['/orders/edit/:id'], {
    ...signedIn,
    screen: () => import('./order-update-route'),
  }),
  route('OrderShow', ['/orders/show/:id'], { ...signedIn, screen: orderShowScreen }),
  route('OrderCreated', ['/orders/created/:id'], { ...signedIn, screen: orderShowScreen }),
  // Issue 19: the links in newsletter mails (double opt-in, and unsubscribe in every mail).
  route('NewsletterConfirm', ['/newsletter/confirm/:token'], {
    navHidden: true,
    screen: () => import('../../features/newsletter/newsletter-confirm-screen'),
  }),
  route('NewsletterUnsubscribe', ['/newsletter/unsubscribe/:token'], {
    navHidden: true,
    screen: () => import('../../features/newsletter/newsletter-unsubscribe-screen'),
  }),
];
