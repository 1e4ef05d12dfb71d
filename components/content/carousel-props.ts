import type { CarouselSlide } from '@/lib/content/media';

/** The carousel's words and Swiper's announcements, in the page's language (Swiper fills in its `{{index}}`). */
export interface CarouselText {
  roleDescription: string;
  pause: string;
  play: string;
  a11y: {
    prevSlideMessage: string;
    nextSlideMessage: string;
    firstSlideMessage: string;
    lastSlideMessage: string;
    paginationBulletMessage: string;
    slideLabelMessage: string;
  };
}

export interface CarouselProps {
  slides: CarouselSlide[];
  label: string;
  text: CarouselText;
  /** The page's largest element: its first slide is fetched first and at once. */
  lcp?: boolean;
}
