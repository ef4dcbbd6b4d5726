import { Alert } from 'antd';
import { errorText } from './errorText';

/**
 * A failed call's message where its answer would have been (issue 31: no spinner over a refusal
 * that is never shown). Nothing while the call has not failed.
 */
export function CallFailed({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />;
}
