import type { ContactDetail, ContactsListResponse, systemContactsQuerySchema } from '@expediente/contracts';
import type { z } from 'zod';
import type { DirectoryService } from '../contacts/directory.service';
import type { Principal } from '../platform/auth/principal';
import type { SystemScope } from './system-scope';

type ListQuery = z.output<typeof systemContactsQuerySchema>;

/**
 * The contacts of the administration area (issue 16): the directory's own list and detail (the roles holding
 * read:admin see their whole tenant), in the caller's tenant or the one a Developer names (SystemScope).
 */
export class SystemContactsService {
  constructor(
    private readonly directory: DirectoryService,
    private readonly scope: SystemScope,
  ) {}

  async list(caller: Principal, query: ListQuery): Promise<ContactsListResponse> {
    const { tenant, ...rest } = query;
    return this.directory.list(await this.scope.principalIn(caller, tenant), rest);
  }

  async detail(caller: Principal, id: string, tenant?: string): Promise<ContactDetail> {
    return this.directory.detail(await this.scope.principalIn(caller, tenant), id);
  }
}
