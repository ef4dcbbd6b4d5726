import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';
import { rejectionCollapses } from './rejectionCollapses';
import './RejectionText.css';

function useScreenWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/**
 * 驳回意见, as the server joined it (proinst.rejection; empty unless the application is rejected):
 * on one line with 展开 when it does not fit (spec 001 section 2.5), in full otherwise. Shown on
 * the list, the detail page and the fill page the citizen corrects it on.
 */
export function RejectionText({ text, correction = false }: { text: string | null | undefined; correction?: boolean | undefined }) {
  const t = useT();
  const width = useScreenWidth();
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const collapses = rejectionCollapses(text, width);
  return (
    <div className="rejection">
      {/* A return for correction reads as one, with what to do, not as a refusal (issue 27). */}
      <span className="rejection-label">{t(correction ? 'applications.correction' : 'applications.rejection')}：</span>
      <span className={collapses && !open ? 'rejection-text rejection-collapsed' : 'rejection-text'}>{text}</span>
      {collapses ? (
        <button
          type="button"
          className="rejection-toggle"
          aria-expanded={open}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open ? t('applications.collapse') : t('applications.expand')}
        </button>
      ) : null}
      {correction ? <p className="rejection-hint">{t('applications.correctionHint')}</p> : null}
    </div>
  );
}
