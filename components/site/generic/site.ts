import { defineSite } from '@/lib/site/contract';

/** Portico's generic site: nothing of a site's own, so every default holds. */
export default defineSite({});
