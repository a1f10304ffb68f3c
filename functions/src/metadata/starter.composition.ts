import { clock } from '../platform/clock';
import { enqueue } from '../platform/queues';
import { ExtractionStarter } from './extraction-starter';
import { ProcessingRepository } from './processing.repository';

/**
 * The extraction starter, built once. Kept apart from composition.ts so documents/composition.ts (the add call)
 * can take it without importing this area's HTTP services, which import documents/composition.ts themselves.
 */
export const extractionStarter = new ExtractionStarter(new ProcessingRepository(), enqueue, clock);
