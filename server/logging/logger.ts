import pino, { type DestinationStream, type Logger } from 'pino';
import { maskSensitiveText } from '../../engine/masking/maskSensitiveText';
import { serializeError } from './serializeError';

/**
 * JSON logs with every ID and phone number masked, wherever it appears in a message or field:
 * the final serialised line is scrubbed, so no caller can leak one by accident.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: ['req.headers.cookie', '*.password', '*.token'], censor: '[hidden]' },
    hooks: { streamWrite: (line: string) => maskSensitiveText(line) },
  };
  return destination ? pino(options, destination) : pino(options);
}
