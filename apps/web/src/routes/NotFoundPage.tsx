import { lazyPart } from '../features/public/lazyPart';

/** The not-found page is a chunk of its own (it is never prerendered). */
export const NotFoundPage = lazyPart(() => import('../features/public/NotFoundScreen').then((m) => m.NotFoundScreen));
