import { brand } from '../brand';

/** The shareable link `{origin}/?link={id}#pricing`; the base defaults to the production site (product §7). */
export function affiliateLinkUrl(id: string, origin: string = brand.productionSiteUrl): string {
  return `${origin.replace(/\/+$/, '')}/?link=${encodeURIComponent(id)}#pricing`;
}
