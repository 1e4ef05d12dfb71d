/** The spec's carousel defaults (§9). */
export const CAROUSEL_DEFAULTS = {
  speed: 300,
  autoplayDelay: 3000,
  threshold: 5,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
} as const;
