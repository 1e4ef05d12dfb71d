'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { firstImageProps, placeholderProps } from '@/lib/content/media';
import { CAROUSEL_DEFAULTS } from './carousel-options';
import type { CarouselProps } from './carousel-props';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A visitor saving data (a phone's data saver) is not sent the next slides' images unasked. */
function savingData(): boolean {
  return (
    typeof navigator !== 'undefined' && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  );
}

/**
 * An accessible slider: keyboard arrows, clickable pagination, a pause button, autoplay that
 * pauses on hover and focus, and no autoplay at all for people who ask for reduced motion or to
 * save data.
 */
export function Carousel({ slides, label, text, lcp = false }: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [reducedMotion, setReducedMotion] = useState(false);
  // Swiper exists only once React has run this component: until then the button would do nothing.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      const still = query.matches || savingData();
      setReducedMotion(still);
      if (still) swiperRef.current?.autoplay?.stop();
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const toggle = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      className="carousel"
      aria-roledescription={text.roleDescription}
      aria-label={label}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (playing && !event.currentTarget.contains(event.relatedTarget as Node | null)) swiperRef.current?.autoplay?.resume();
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        speed={CAROUSEL_DEFAULTS.speed}
        threshold={CAROUSEL_DEFAULTS.threshold}
        longSwipesMs={CAROUSEL_DEFAULTS.longSwipesMs}
        longSwipesRatio={CAROUSEL_DEFAULTS.longSwipesRatio}
        autoplay={{ delay: CAROUSEL_DEFAULTS.autoplayDelay, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{ enabled: true, ...text.a11y }}
        loop={slides.length > 2}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          if (prefersReducedMotion() || savingData()) swiper.autoplay?.stop();
          setReady(true);
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.key}>
            <figure className="carousel-slide">
              <Image
                src={slide.src}
                alt={slide.alt}
                width={slide.width ?? 1200}
                height={slide.height ?? 675}
                sizes="(max-width: 960px) 100vw, 960px"
                {...firstImageProps(lcp && index === 0)}
                {...placeholderProps(slide)}
              />
              {(slide.title || slide.caption) && (
                <figcaption>
                  {slide.title && (slide.href ? <a href={slide.href}>{slide.title}</a> : <strong>{slide.title}</strong>)}
                  {slide.caption && <span>{slide.caption}</span>}
                </figcaption>
              )}
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      {!reducedMotion && slides.length > 1 && (
        <button type="button" className="carousel-toggle" onClick={toggle} aria-pressed={!playing} disabled={!ready}>
          {playing ? text.pause : text.play}
        </button>
      )}
    </section>
  );
}
