import type { Vocabulary } from '../../../engine/vocabulary/types';
import { sharedSchemaService } from './service';

/**
 * The application vocabulary (schemas/vocabulary, decision 0044) for server code that holds no
 * schema service of its own: the registry's emulation, materials, appointments. Read per call.
 */
export const vocabulary = (): Vocabulary => sharedSchemaService().vocabulary();
