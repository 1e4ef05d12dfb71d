'use client';

import dynamic from 'next/dynamic';
import type { CarouselProps } from './carousel-props';

const SwiperCarousel = dynamic(() => import('./carousel').then((module) => module.Carousel));

/**
 * The carousel, with Swiper in its own chunk that is fetched only when a carousel renders, so
 * pages without one (and prefetches of pages with one) never download it. It still renders on
 * the server, so the slides are in the HTML.
 */
export function LazyCarousel(props: CarouselProps) {
  return <SwiperCarousel {...props} />;
}
