import { useEffect, useRef } from 'react';
import jsQR from 'jsqr';

/** How often a frame is looked at: often enough to feel instant, rarely enough for a counter's PC. */
const SCAN_EVERY_MS = 150;

/**
 * The counter's camera, looking for a QR code (issue 32): each frame drawn on a canvas and read
 * by jsQR (in this page's chunk only). The first code read is handed on once and the camera
 * stopped; a camera that cannot be opened is told through `onFailure`.
 */
export function QrScanner({ onCode, onFailure, label }: { onCode: (code: string) => void; onFailure: (reason: string) => void; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onFailure });
  handlers.current = { onCode, onFailure };

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let done = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const stop = () => {
      done = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const look = () => {
      const element = video.current;
      if (done || !element || !context || element.readyState < 2 || !element.videoWidth) return;
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      context.drawImage(element, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
      if (code?.data) {
        stop();
        handlers.current.onCode(code.data);
      }
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        if (done) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        if (video.current) {
          video.current.srcObject = opened;
          await video.current.play();
        }
        timer = setInterval(look, SCAN_EVERY_MS);
      })
      .catch((error: unknown) => handlers.current.onFailure(error instanceof Error ? error.message : String(error)));
    return stop;
  }, []);

  return <video ref={video} aria-label={label} muted playsInline style={{ width: 320, maxWidth: '100%', background: '#000', borderRadius: 4 }} />;
}
