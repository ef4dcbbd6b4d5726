import useSWR from 'swr';
import { useAppState } from '../../../app/state';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useLocale, useT } from '../../../lib/i18n';
import { MENUS_KEY, getWxMenu } from '../api/menus';
import BannerSwiper from '../components/BannerSwiper';
import { MenuGroups } from '../components/MenuGroups';
import '../home.css';

/** Home (route home, /): the banner and the grouped menu tiles. */
export default function HomePage() {
  const t = useT();
  const { wxinfo, banners, openid } = useAppState();
  // The server answers the tiles in the citizen's language: a change of language asks again.
  const { locale } = useLocale();
  const menusCall = useSWR([MENUS_KEY, locale], getWxMenu);
  const { data: menus } = menusCall;
  const failure = failedCall(menusCall);

  return (
    <div className="home">
      {/* The banner appears only once the app data has loaded. */}
      {wxinfo && banners.length > 0 ? (
        // In the page's own chunk, not a lazy one: the first banner is the largest paint of the
        // home page, and a chunk of its own put one more round trip before it (Lighthouse LCP).
        <BannerSwiper banners={banners} openid={openid} />
      ) : null}
      {menus && menus.length > 0 ? <MenuGroups menus={menus} openid={openid} /> : null}
      {menus && menus.length === 0 ? <p className="home-note">{t('home.empty')}</p> : null}
      {failure ? <LoadFailed {...failure} /> : null}
    </div>
  );
}
