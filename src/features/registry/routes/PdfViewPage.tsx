import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';

/** PDFview?file=: forwards to the pdf.js viewer page with the same (same-origin) file. */
export default function PdfViewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  useEffect(() => {
    if (file.startsWith('/') && !file.startsWith('//')) window.location.replace(`/online/assets/pdf/web/viewer.html?file=${encodeURIComponent(file)}`);
  }, [file]);
  return <p className="registry-empty">{t('common.loading')}</p>;
}
