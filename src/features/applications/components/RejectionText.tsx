import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { ReviewOpinions } from '../../../lib/filing/application';
import { rejectionCollapses } from '../model/rejectionCollapses';

/** The review opinions as one text (either may be empty). */
export function rejectionTextOf(opinions: ReviewOpinions | null | undefined): string {
  return [opinions?.sh_xmsl_yj, opinions?.sh_qjdc_yj].filter((part) => part && part.trim()).join('；');
}

function useScreenWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** 驳回意见: shown on one line with 展开 when it does not fit (spec 001 section 2.5), in full otherwise. */
export function RejectionText({ opinions }: { opinions: ReviewOpinions | null | undefined }) {
  const t = useT();
  const width = useScreenWidth();
  const [open, setOpen] = useState(false);
  const text = rejectionTextOf(opinions);
  if (!text) return null;
  const collapsed = rejectionCollapses(text, width) && !open;
  return (
    <div className="applications-rejection">
      <span className="applications-rejection-label">{t('applications.rejection')}：</span>
      <span className={collapsed ? 'applications-rejection-text applications-rejection-collapsed' : 'applications-rejection-text'}>{text}</span>
      {rejectionCollapses(text, width) ? (
        <button
          type="button"
          className="applications-link"
          aria-expanded={open}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(!open);
          }}
        >
          {open ? t('applications.collapse') : t('applications.expand')}
        </button>
      ) : null}
    </div>
  );
}
