import { featuresOf } from '../platform/auth/authorize';
import { clock } from '../platform/clock';
import { getConfig } from '../platform/config';
import { EventLog } from '../platform/events';
import { APP_VERSION } from '../platform/version';
import { EventsLogService } from './events-log.service';
import { SchemaRepository } from './schema.repository';
import { SchemaService } from './schema.service';

const events = new EventLog(clock);
export const eventsLog = new EventsLogService(events);
export const schema = new SchemaService(
  new SchemaRepository(),
  events,
  {
    // Read on each call: tests and the local host set EXPEDIENTE_ENV per host.
    get env() {
      return getConfig().env;
    },
    appVersion: APP_VERSION,
  },
  featuresOf,
);
