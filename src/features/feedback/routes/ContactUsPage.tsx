import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { FallbackImage } from '../../../components/FallbackImage/FallbackImage';
import { CONTACT_QR_URL, getContactLines } from '../api/feedback';
import { contactParts } from '../contactParts';
import '../feedback.css';

/**
 * /ContactUs?slsqId=: the contact lines, each phone number a tap to call and no number broken
 * across lines, and a QR code of 120 by 120 made by the server (or why it is missing, with retry).
 */
export default function ContactUsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const slsqId = params.get('slsqId');
  const call = useSWR(['contact', slsqId ?? ''], () => getContactLines(slsqId));
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  return (
    <div className="contact">
      <ul className="contact-lines" aria-label={t('pages.ContactUs')}>
        {(data ?? []).map((line) => (
          <li key={line}>
            {contactParts(line).map((part, index) =>
              'phone' in part ? (
                <a key={index} className="contact-number" href={`tel:${part.tel}`}>
                  {part.phone}
                </a>
              ) : 'number' in part ? (
                <span key={index} className="contact-number">
                  {part.number}
                </span>
              ) : (
                part.text
              ),
            )}
          </li>
        ))}
      </ul>
      <div className="contact-qr">
        <FallbackImage src={CONTACT_QR_URL} width={120} height={120} alt={t('contact.qrAlt')} />
        <p>{t('contact.qrHint')}</p>
      </div>
    </div>
  );
}
