import { defineSite } from '@/lib/site/contract';

/** The second model's site: its navigation in its own order (guides first), nothing else. */
export default defineSite({
  navigation: [{ collection: 'guides' }, { collection: 'places' }],
});
