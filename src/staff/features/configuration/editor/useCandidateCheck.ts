import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/errorText';
import { checkCandidate, type ConfigFiles, type ConfigProblem } from '../api';

/** A value once it has stopped changing for `ms` (the candidate after a pause in typing). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's check of the settled candidate (POST check): the browser never compiles a schema,
 * so what the meta-schemas and the cross-file rules say comes from there. Only a folder whose every
 * file parses is sent; an answer to an older candidate than the last one sent is dropped.
 */
export function useCandidateCheck(files: ConfigFiles | undefined): { problems: ConfigProblem[] | undefined; failure?: string } {
  const [answer, setAnswer] = useState<{ files: ConfigFiles; problems?: ConfigProblem[]; failure?: string }>();
  useEffect(() => {
    if (!files) return;
    let current = true;
    checkCandidate(files).then(
      (result) => current && setAnswer({ files, problems: result.problems }),
      (error: unknown) => current && setAnswer({ files, failure: errorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [files]);
  if (!answer || answer.files !== files) return { problems: undefined };
  return { problems: answer.problems, ...(answer.failure ? { failure: answer.failure } : {}) };
}
