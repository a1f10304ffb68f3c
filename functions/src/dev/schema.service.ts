import { schemaMessages, type CreateSchemaResponse, type DevInfoResponse, type DropSchemaResponse } from '@expediente/contracts';
import type { Principal } from '../platform/auth/principal';
import type { EventOrigin } from '../platform/events';
import type { EventLog } from '../platform/events';
import { BadRequestError, ForbiddenError } from '../platform/errors';
import type { SchemaRepository } from './schema.repository';

export type SchemaHost = { env: string; appVersion: string };
type Flags = (principal: Principal) => Promise<Record<string, boolean>>;

/**
 * Configuración Avanzada's rules (issue 16; part 2 §2.10). Production is EXPEDIENTE_ENV=cloud. Schema tools exist on
 * a non-production host or with the flag schema-drop-and-create, unless hide-schema-drop-and-create is on; drop is
 * refused in production whatever the flags, and needs the database name typed as confirmation.
 */
export class SchemaService {
  constructor(
    private readonly repository: SchemaRepository,
    private readonly events: EventLog,
    private readonly host: SchemaHost,
    private readonly flags: Flags,
  ) {}

  private get production() {
    return this.host.env === 'cloud';
  }

  private async tools(principal: Principal): Promise<{ create: boolean; drop: boolean }> {
    const flags = await this.flags(principal);
    if (flags['hide-schema-drop-and-create']) return { create: false, drop: false };
    const create = !this.production || !!flags['schema-drop-and-create'];
    return { create, drop: create && !this.production };
  }

  async info(principal: Principal): Promise<DevInfoResponse> {
    const [resources, schemaTools] = await Promise.all([this.repository.describe(), this.tools(principal)]);
    return {
      databaseName: this.repository.databaseName(),
      environment: this.host.env,
      production: this.production,
      appVersion: this.host.appVersion,
      nodeVersion: process.version,
      schemaTools,
      resources,
    };
  }

  async create(principal: Principal, from: EventOrigin): Promise<CreateSchemaResponse> {
    if (!(await this.tools(principal)).create) throw new ForbiddenError(schemaMessages.toolsUnavailable);
    const result = await this.repository.create();
    await this.events.record(principal, {
      type: 'dev.schema-created',
      summary: `Esquema creado: ${result.created.length} recursos creados, ${result.existing.length} existentes`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { created: result.created.length, existing: result.existing.length, database: this.repository.databaseName() },
    });
    return result;
  }

  async drop(principal: Principal, confirmation: string, from: EventOrigin): Promise<DropSchemaResponse> {
    if (this.production) throw new ForbiddenError(schemaMessages.dropRefusedProduction);
    if (!(await this.tools(principal)).drop) throw new ForbiddenError(schemaMessages.toolsUnavailable);
    if (confirmation !== this.repository.databaseName()) throw new BadRequestError({ confirmation: [schemaMessages.confirmationMismatch] }, schemaMessages.confirmationMismatch);
    const dropped = await this.repository.drop();
    await this.events.record(principal, {
      type: 'dev.schema-dropped',
      summary: `Esquema eliminado: ${dropped.length} recursos eliminados`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { dropped: dropped.length, database: this.repository.databaseName() },
    });
    return { dropped };
  }
}
