import { lazyPage } from '../app/lazyPage';

/** The not-found page is a chunk of its own (it is never prerendered). */
export const NotFoundPage = lazyPage(() => import('../features/public/NotFoundScreen').then((m) => m.NotFoundScreen));
