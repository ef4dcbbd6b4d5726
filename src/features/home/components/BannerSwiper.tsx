import Swiper from 'antd-mobile/es/components/swiper';
import type { Banner } from '../../../app/state';
import { useT } from '../../../lib/i18n';
import { tileTarget } from '../tileTarget';
import { TileLink } from './TileLink';

/**
 * The home banner (spec 000 section 9: height 150 px, auto-loop; swiper defaults interval
 * 3000 ms, duration 300, threshold 50). How they map onto antd-mobile's Swiper:
 * - height 150 px      → the `--height` CSS variable;
 * - auto-loop          → `autoplay` + `loop`;
 * - interval 3000 ms   → `autoplayInterval={3000}`;
 * - duration 300       → no prop: the slide animation is a react-spring spring whose settle
 *                        time is about 300 ms with antd-mobile's defaults, so it is left as is;
 * - threshold 50       → no prop: antd-mobile decides a swipe by the drag's distance and speed
 *                        (a flick, or dragging past half a slide), not by a pixel threshold.
 */
export const BANNER_HEIGHT_PX = 150;
export const BANNER_INTERVAL_MS = 3000;

export default function BannerSwiper({ banners, openid }: { banners: Banner[]; openid: string | null }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="home-banner" aria-label={t('home.banner')}>
      <Swiper
        autoplay={banners.length > 1}
        loop={banners.length > 1}
        autoplayInterval={BANNER_INTERVAL_MS}
        style={{ '--height': `${BANNER_HEIGHT_PX}px`, '--border-radius': '8px' }}
      >
        {banners.map((banner, index) => (
          <Swiper.Item key={`${banner.image}-${index}`}>
            <TileLink className="home-banner-slide" target={tileTarget({ url: banner.url, menutype: 'view' }, openid)}>
              <img src={banner.image} alt={banner.title} width={750} height={300} decoding="async" />
            </TileLink>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
