import { useT } from '../../../lib/i18n';
import { documentPdfUrl, type ApplicationDocument } from '../api/applications';

/**
 * The documents the case issued, on the application's detail page (docs/decisions/0075): the
 * 受理通知书 and the certificate or proof with its number, each a PDF to download, and the
 * electronic licence once 发证 issued it.
 */
export function DocumentLinks(props: { id: string; documents: ApplicationDocument[] }) {
  const t = useT();
  if (!props.documents.length) return null;
  return (
    <>
      <h3 className="applications-section-title">{t('applications.documents')}</h3>
      <ul className="applications-documents" data-testid="application-documents">
        {props.documents.map((document) => (
          <li key={document.kind}>
            <a href={documentPdfUrl(props.id, document.kind === 'acceptanceNotice' ? 'notice' : 'registration')} download>
              {document.title}
            </a>
            <span className="applications-document-number">{document.number}</span>
            {document.licenceNumber ? (
              <a href={documentPdfUrl(props.id, 'licence')} download>
                {t('applications.licence')}
              </a>
            ) : null}
            {document.handover ? <span>{t(document.handover.method === 'mail' ? 'applications.handedOverMail' : 'applications.handedOverCounter', { waybill: document.handover.waybill ?? '' })}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
