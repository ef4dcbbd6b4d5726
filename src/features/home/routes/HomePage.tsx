import { Suspense, lazy } from 'react';
import useSWR from 'swr';
import { useAppState } from '../../../app/state';
import { useT } from '../../../lib/i18n';
import { MENUS_KEY, getWxMenu } from '../api/menus';
import { MenuGroups } from '../components/MenuGroups';
import '../home.css';

// The banner (antd-mobile Swiper and its gesture and animation code) loads beside the tiles, so
// the tiles do not wait for it; its 150 px box is reserved meanwhile.
const BannerSwiper = lazy(() => import('../components/BannerSwiper'));

/** Home (route home, /): the banner and the grouped menu tiles. */
export default function HomePage() {
  const t = useT();
  const { wxinfo, banners, openid } = useAppState();
  const { data: menus, error, isLoading, mutate } = useSWR(MENUS_KEY, getWxMenu);

  return (
    <div className="home">
      {/* The banner appears only once the app data has loaded. */}
      {wxinfo && banners.length > 0 ? (
        <Suspense fallback={<div className="home-banner home-banner--placeholder" aria-hidden="true" />}>
          <BannerSwiper banners={banners} openid={openid} />
        </Suspense>
      ) : null}
      {menus && menus.length > 0 ? <MenuGroups menus={menus} openid={openid} /> : null}
      {menus && menus.length === 0 ? <p className="home-note">{t('home.empty')}</p> : null}
      {!menus && error && !isLoading ? (
        <div className="home-note" role="alert">
          <p>{t('home.loadFailed')}</p>
          <button type="button" className="home-retry" onClick={() => void mutate()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
