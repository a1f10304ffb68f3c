/**
 * The Azure Functions entry (package.json "main" → dist/index.js): imports every area's registrations.
 * The local host imports this same file, so there is one list of routes: the registrations themselves.
 */
import './platform/setup';
import './health/health.http';
import './auth/auth.http';
import './auth/recovery.queue';
