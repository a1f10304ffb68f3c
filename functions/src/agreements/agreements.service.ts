import { createHash } from 'node:crypto';
import {
  agreementMessages,
  agreementTypeSets,
  type AgreementDocument,
  type AgreementDocumentTypeSet,
  type SignAgreementRequest,
} from '@expediente/contracts';
import type { TenantsRepository } from '../admin/tenants.repository';
import type { UsersRepository } from '../auth/users.repository';
import type { ContactsRepository } from '../contacts/contacts.repository';
import type { Principal } from '../platform/auth/principal';
import type { Clock } from '../platform/clock';
import type { TenantScope } from '../platform/cosmos';
import { AppError, BadRequestError, NotFoundError } from '../platform/errors';
import type { EventLog, EventOrigin } from '../platform/events';
import { hasSignedCurrent, type UserWithAgreements } from './agreement-status';
import { cxUxSurvey, privacyNotice, type AgreementDraft } from './agreement-texts';
import type { AgreementItem, AgreementsRepository } from './agreements.repository';

/**
 * The supplier privacy notice and the CX/UX survey (part 1 §6, §7): the tenant's current version of each, and
 * signing it. What was signed (document, version, time, survey answers) is kept on the user; the tenant item
 * names the current version of each set, so userinfo knows without another read whether to ask again.
 */
const loadFailed: Record<AgreementDocumentTypeSet, string> = {
  suppliersprivacynotice: agreementMessages.privacyLoadFailed,
  cx_ux_survey: agreementMessages.surveyLoadFailed,
};

export const agreementDocumentId = (scope: TenantScope, set: AgreementDocumentTypeSet, version: string) =>
  `agr-${createHash('sha256').update(`${scope.tenantId}|${set}|${version}`).digest('hex').slice(0, 24)}`;

export class AgreementsService {
  constructor(
    private readonly agreements: AgreementsRepository,
    private readonly tenants: TenantsRepository,
    private readonly users: UsersRepository,
    private readonly contacts: ContactsRepository,
    private readonly events: EventLog,
    private readonly clock: Clock,
    private readonly supportEmail: () => string,
  ) {}

  /** GET /api/documents/agreement?documentTypeSet=…: the current version and whether the caller signed it. */
  async current(principal: Principal, set: AgreementDocumentTypeSet): Promise<AgreementDocument> {
    const [tenant, user] = await Promise.all([this.tenants.read(principal.tenantId), this.users.read(principal, principal.userId)]);
    const published = tenant?.agreements?.[set];
    const doc = published && (await this.agreements.read(principal, published.documentId));
    if (!tenant || !user || !doc) throw new NotFoundError(loadFailed[set]);
    const signed = hasSignedCurrent(user, tenant, set);
    return {
      publicKey: doc.id,
      title: doc.title,
      version: doc.version,
      content: doc.content,
      ...(doc.questions ? { questions: doc.questions } : {}),
      signed,
      signedAt: signed ? ((user as UserWithAgreements).signedAgreements?.[set]?.signedAt ?? null) : null,
    };
  }

  /**
   * POST /api/documents/{publicKey}/sign: only the current version (an older one answers 409, so the user reads
   * the new text); the survey needs an answer from 1 to 5 for every question. Signing again is a no-op.
   */
  async sign(principal: Principal, publicKey: string, input: SignAgreementRequest, from: EventOrigin): Promise<{ signedAt: string; version: string }> {
    const set = agreementTypeSets[input.AgreementType];
    const [doc, tenant, user] = await Promise.all([
      this.agreements.read(principal, publicKey),
      this.tenants.read(principal.tenantId),
      this.users.read(principal, principal.userId) as Promise<UserWithAgreements | undefined>,
    ]);
    if (!doc || !tenant || !user) throw new NotFoundError();
    if (doc.documentTypeSet !== set) throw new BadRequestError({ AgreementType: [agreementMessages.wrongType] }, agreementMessages.wrongType);
    if (tenant.agreements?.[set]?.documentId !== doc.id) throw new AppError(409, 'conflict', agreementMessages.outdated);
    const answers = this.checkAnswers(doc, input);
    const previous = user.signedAgreements?.[set];
    if (previous?.version === doc.version) return { signedAt: previous.signedAt, version: doc.version };
    const signedAt = new Date(this.clock.now()).toISOString();
    const record = { documentId: doc.id, version: doc.version, signedAt, ...(answers ? { answers } : {}), ...(input.comment ? { comment: input.comment } : {}) };
    const next: UserWithAgreements = { ...user, signedAgreements: { ...user.signedAgreements, [set]: record } };
    await this.users.save(next);
    await this.events.record(principal, {
      type: 'agreements.signed',
      summary: `${doc.title}, versión ${doc.version}: ${set === 'cx_ux_survey' ? 'respondida' : 'aceptado'}`,
      userId: principal.userId,
      email: principal.email,
      from,
      detail: { documentTypeSet: set, version: doc.version },
    });
    return { signedAt, version: doc.version };
  }

  /** Makes a draft the tenant's current version of its set (a new version: users sign again). */
  async publish(scope: TenantScope, draft: AgreementDraft): Promise<AgreementItem> {
    const id = agreementDocumentId(scope, draft.documentTypeSet, draft.version);
    const publishedAt = new Date(this.clock.now()).toISOString();
    const doc = await this.agreements.upsert(scope, { ...draft, id, type: 'agreement', publishedAt });
    const tenant = await this.tenants.read(scope.tenantId);
    if (!tenant) throw new NotFoundError();
    if (tenant.agreements?.[draft.documentTypeSet]?.documentId !== id) {
      await this.tenants.save({ ...tenant, agreements: { ...tenant.agreements, [draft.documentTypeSet]: { documentId: id, version: draft.version, publishedAt } } });
    }
    return doc;
  }

  /** The platform's default texts for a new tenant, naming its customer organization (seed; tenant creation). */
  async publishDefaults(scope: TenantScope): Promise<void> {
    const tenant = await this.tenants.read(scope.tenantId);
    if (!tenant) throw new NotFoundError();
    const organization = await this.contacts.read(scope, tenant.customerOrganizationId);
    await this.publish(scope, privacyNotice(organization?.displayName ?? tenant.displayName, this.supportEmail()));
    await this.publish(scope, cxUxSurvey());
  }

  private checkAnswers(doc: AgreementItem, input: SignAgreementRequest): Record<string, number> | undefined {
    if (!doc.questions) return undefined;
    const answers = input.answers ?? {};
    const errors: Record<string, string[]> = {};
    for (const q of doc.questions) if (answers[q.id] === undefined) errors[`answers.${q.id}`] = [agreementMessages.answerRequired];
    for (const key of Object.keys(answers)) if (!doc.questions.some((q) => q.id === key)) errors[`answers.${key}`] = ['Pregunta desconocida.'];
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    return answers;
  }
}
