import { app } from '@azure/functions';

// Streamed request and response bodies (Functions host ≥ 4.28); imported before any registration.
app.setup({ enableHttpStream: true });
