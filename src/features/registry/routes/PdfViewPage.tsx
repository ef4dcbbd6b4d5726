import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';

const sameOrigin = (file: string) => file.startsWith('/') && !file.startsWith('//');

/** PDFview?file=: forwards to the pdf.js viewer page with the same (same-origin) file; without one, says so and leads back. */
export default function PdfViewPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  useEffect(() => {
    if (sameOrigin(file)) window.location.replace(`/online/assets/pdf/web/viewer.html?file=${encodeURIComponent(file)}`);
  }, [file]);
  if (sameOrigin(file)) return <p className="registry-empty">{t('common.loading')}</p>;
  return <PageState live title={t('registry.fileMissing')} action={{ label: t('common.back'), onClick: () => (history.length > 1 ? navigate(-1) : navigate('/')) }} />;
}
