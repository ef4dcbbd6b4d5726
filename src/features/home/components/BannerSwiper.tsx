import { useEffect, useRef, useState } from 'react';
import type { Banner } from '../../../app/state';
import { useT } from '../../../lib/i18n';
import { tileTarget } from '../tileTarget';
import { TileLink } from './TileLink';

/**
 * The home banner (spec 000 section 9: height 150 px, auto-loop; swiper defaults interval
 * 3000 ms, duration 300, threshold 50), on the browser's own scroll snapping rather than
 * antd-mobile's Swiper: the Swiper's gesture and spring libraries were a tenth of the home
 * route's JavaScript budget, and native snapping is smoother on a cheap phone. How they map:
 * - height 150 px    → the CSS of .home-banner-track;
 * - auto-loop        → a 3000 ms timer moves to the next slide, and from the last back to the first;
 * - duration 300     → smooth scrolling, which the browser animates in about 300 ms;
 * - threshold 50     → the browser's snap points decide when a swipe moves to the next slide.
 * The timer pauses while a finger is on the banner and when the person prefers reduced motion.
 */
export const BANNER_INTERVAL_MS = 3000;

export default function BannerSwiper({ banners, openid }: { banners: Banner[]; openid: string | null }) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const touching = useRef(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (banners.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => {
      const element = track.current;
      if (!element || touching.current || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % banners.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) return null;
  return (
    <section className="home-banner" aria-label={t('home.banner')} aria-roledescription="carousel">
      <div
        ref={track}
        className="home-banner-track"
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {banners.map((banner, index) => (
          <TileLink key={`${banner.image}-${index}`} className="home-banner-slide" target={tileTarget({ url: banner.url, menutype: 'view' }, openid)}>
            {/* The first banner is the page's largest paint: fetched first; the others when scrolled to. */}
            <img
              src={banner.image}
              alt={banner.title}
              width={750}
              height={300}
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            />
          </TileLink>
        ))}
      </div>
      {banners.length > 1 ? (
        <div className="home-banner-dots" aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={`${banner.image}-${index}`} className={index === current ? 'home-banner-dot home-banner-dot--current' : 'home-banner-dot'} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
