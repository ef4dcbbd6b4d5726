import { useState, type ImgHTMLAttributes } from 'react';
import { useT } from '../../lib/i18n';
import './FallbackImage.css';

/**
 * An image that says so when it does not load (a server error, no network), in its own place and
 * size, instead of the browser's broken icon or nothing: "{alt}: 图片加载失败，点击重试". A tap
 * loads it again (a fresh address, so no cached failure answers).
 */
export function FallbackImage({ src, alt, className, width, height, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <button
        type="button"
        className={`fallback-image ${className ?? ''}`}
        style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined, maxWidth: width ? `${width}px` : undefined }}
        onClick={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      >
        {t('common.imageFailed', { name: alt })}
      </button>
    );
  }
  const address = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return <img {...rest} className={className} src={address} alt={alt} width={width} height={height} onError={() => setFailed(true)} />;
}
