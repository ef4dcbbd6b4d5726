import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showPageAlert } from '../../components/feedback/dialogs';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { ApiError } from '../../lib/api/client';
import { useT } from '../../lib/i18n';
import { PRECHECK_TARGET, needsPrecheck, needsQuerycertFace, precheckMessageKey, validateUserInfo } from '../../lib/precheck/precheck';
import { PageFallback } from './PageFallback';

const QUERYCERT_FACE_KEY = 'hall.querycertFace';
const QUERYCERT_FACE_MS = 10 * 60_000;

function querycertFacePassed(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(QUERYCERT_FACE_KEY) ?? 0) < QUERYCERT_FACE_MS;
  } catch {
    return false;
  }
}

/**
 * The pre-check of spec 000 section 5 around the page: on a protected path, validateUserInfo must
 * answer 0 before the page shows; otherwise its alert, then /userInfo?type=1. The certificate
 * query (/querycert) also takes a face check when the face configuration says home_cdzm 1.
 * A failed call (an error answer, no network) shows its message and 重试 in the page's place
 * instead of sending the citizen home without a word. The alert belongs to the checked path:
 * back (or any other way out) closes it, and its 确定 then leads nowhere.
 */
export function PrecheckGate({ children }: { children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const guarded = needsPrecheck(path);
  const [passed, setPassed] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ path: string; error: unknown } | null>(null);
  const running = useRef<string | null>(null);
  const left = useRef<AbortController | null>(null);

  // Leaving the path (back included) abandons its check and closes its alert.
  useEffect(() => () => left.current?.abort(), [path]);

  useEffect(() => {
    if (!guarded) {
      setPassed(null);
      return;
    }
    if (passed === path || running.current === path || failed?.path === path) return;
    running.current = path;
    const here = new AbortController();
    left.current = here;
    const leave = async (message: string, to: string) => {
      if (await showPageAlert(message, here.signal)) navigate(to, { replace: true });
    };
    void (async () => {
      // The face check's code loads only when a protected path is opened.
      const { FaceFailure, finishFaceCheck, getFaceAuthConfig, readFaceReturn, returnPathOf, startFaceCheck, getOwnIdentity } = await import(
        '../../lib/face/faceCheck'
      );
      try {
        const answer = await validateUserInfo();
        const key = precheckMessageKey(answer.errcode);
        if (key) return await leave(t(key), PRECHECK_TARGET);
        if (needsQuerycertFace(path) && !querycertFacePassed()) {
          const config = await getFaceAuthConfig();
          if (config.home_cdzm === '1') {
            const returned = readFaceReturn(location.search);
            if (!returned) {
              const own = await getOwnIdentity();
              await startFaceCheck(own.name, own.cardnum, returnPathOf(path, location.search), config.face_mode);
              return;
            }
            await finishFaceCheck(returned);
            sessionStorage.setItem(QUERYCERT_FACE_KEY, String(Date.now()));
            navigate(returnPathOf(path, location.search), { replace: true });
          }
        }
        setPassed(path);
      } catch (error) {
        if (error instanceof FaceFailure) return await leave(error.message, '/');
        if (!(error instanceof ApiError && error.redirecting) && !here.signal.aborted) setFailed({ path, error });
      } finally {
        running.current = null;
      }
    })();
  }, [guarded, path, passed, failed, location.search, navigate, t]);

  if (!guarded || passed === path) return <>{children}</>;
  if (failed?.path === path) return <LoadFailed error={failed.error} retry={() => setFailed(null)} />;
  return <PageFallback />;
}
