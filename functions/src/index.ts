/**
 * The Azure Functions entry (package.json "main" → dist/index.js): imports every area's registrations.
 * The local host imports this same file, so there is one list of routes: the registrations themselves.
 */
import './platform/setup';
import './health/health.http';
import './auth/auth.http';
import './auth/sso.http';
import './auth/recovery.queue';
import './features/features.http';
import './notifications/notifications.http';
import './notifications/notifications.queue';
import './contacts/contacts.http';
import './suppliers/suppliers.http';
import './contacts/contacts-editing.http';
import './periods/periods.http';
import './documents/document-types.http';
import './documents/uploads.http';
import './documents/slots.http';
import './documents/document-download.http';
import './documents/document-detail.http';
import './documents/documents-list.http';
import './disputes/disputes.http';
import './audit/detail.http';
import './audit/list.http';
import './audit/tags.http';
import './metadata/metadata.http';
import './metadata/metadata.queue';
import './metadata/documents.blob';
import './agreements/agreements.http';
import './account/account.http';
import './admin/metrics.http';
import './admin/metrics.timer';
import './admin/tenants.http';
import './admin/users.http';
import './admin/roles.http';
import './admin/document-types.http';
import './admin/system-documents.http';
import './admin/system-contacts.http';
import './dev/events-log.http';
import './dev/schema.http';
