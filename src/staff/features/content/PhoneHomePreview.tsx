import type { HomeContent } from './api';
import { useStaffT as useT } from '../../lib/i18n';
import './content.css';

const CONTACT_QR = '/online/wx/apilist/contactUsQrcode';

/**
 * The parts of the citizen's phone (390 px) an edit changes, drawn before it is published: the home
 * page's banner and menu groups with their tiles, the common questions, or the contact page.
 */
export function PhoneHomePreview({ part, content }: { part: keyof HomeContent; content: Partial<HomeContent> }) {
  const t = useT();
  return (
    <div className="phone-frame" role="region" aria-label={t('staff.home.preview')} tabIndex={0}>
      {(part === 'menus' || part === 'banners') && (
        <>
          {content.banners?.[0]?.image ? <img className="phone-home-banner" src={content.banners[0].image} alt={content.banners[0].title} /> : null}
          {(content.banners ?? []).slice(1).map((banner, index) => (
            <img key={index} className="phone-home-banner" src={banner.image} alt={banner.title} style={{ marginTop: 4 }} />
          ))}
          {(content.menus ?? []).map((group, index) => (
            <section key={group?.id ?? index} className="phone-home-group">
              <h3>{group?.menuname}</h3>
              <div className="phone-home-tiles">
                {(group?.secondmenus ?? []).map((tile, tileIndex) => (
                  <div key={tile?.id ?? tileIndex} className="phone-home-tile">
                    {tile?.imgpath ? <img src={tile.imgpath} alt="" /> : null}
                    {tile?.menuname}
                  </div>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      {part === 'questions' && (
        <ul className="phone-list">
          {(content.questions ?? []).map((item, index) => (
            <li key={item?.id ?? index}>
              <strong>{item?.question}</strong>
              <br />
              {item?.answer}
            </li>
          ))}
        </ul>
      )}
      {part === 'contact' && (
        <>
          <ul className="phone-list">
            {(content.contact?.lines ?? []).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <p style={{ textAlign: 'center' }}>
            <img src={content.contact?.qrImage ?? CONTACT_QR} width={120} height={120} alt={t('staff.home.qr')} />
          </p>
        </>
      )}
    </div>
  );
}
