import { useTranslations } from 'next-intl';
import type { CarouselProps, CarouselText } from './carousel-props';
import { LazyCarousel } from './lazy-carousel';

/**
 * The carousel's own words in the page's language (the catalog's "carousel" namespace), worked out
 * on the server and handed to the client component as plain strings, Swiper's `{{index}}`
 * placeholders included. Only pages that show a carousel carry them.
 */
export function useCarouselText(): CarouselText {
  const t = useTranslations('carousel');
  return {
    roleDescription: t('roleDescription'),
    pause: t('pause'),
    play: t('play'),
    a11y: {
      prevSlideMessage: t('previous'),
      nextSlideMessage: t('next'),
      firstSlideMessage: t('first'),
      lastSlideMessage: t('last'),
      paginationBulletMessage: t('goTo', { index: '{{index}}' }),
      slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
    },
  };
}

/** The carousel (loaded lazily) with its words, for the server components that show one. */
export function TranslatedCarousel(props: Omit<CarouselProps, 'text'>) {
  return <LazyCarousel {...props} text={useCarouselText()} />;
}
