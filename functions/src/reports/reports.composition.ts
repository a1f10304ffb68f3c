import { TenantsRepository } from '../admin/tenants.repository';
import { clock } from '../platform/clock';
import { EventLog } from '../platform/events';
import { PowerBiClient } from './power-bi.client';
import { ReportSettingsRepository } from './report-settings.repository';
import { ReportsService } from './reports.service';

/** The Power BI client keeps the identity platform's token between requests of this instance. */
export const powerBiClient = new PowerBiClient(clock);
export const reports = new ReportsService(new ReportSettingsRepository(), new TenantsRepository(), powerBiClient, new EventLog(clock), clock);
