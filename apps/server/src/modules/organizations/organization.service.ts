import type { OrganizationWriteBody } from '@retropics/domain/contracts/organization.contract';
import type { SponsorWriteBody } from '@retropics/domain/contracts/sponsor.contract';
import { canManageOrganizations } from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import type { ResourceType } from '../../hydra/iri.js';
import { type Page, toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import { sanitizeCommentText } from '../comments/comment-text.js';
import { presentOrganization, presentSponsor } from './organization.presenter.js';
import type { OrganizationRepository, SponsorRepository } from './organization.repository.js';

const PAGE_SIZE = 30;

type PartyRepository<Row, Values> = {
  findPage(query: { name?: string | undefined }, page: Page): Promise<{ rows: Row[]; total: number }>;
  findById(id: number): Promise<Row | null>;
  insert(values: Values, createdById: number): Promise<number>;
  update(id: number, values: Values): Promise<boolean>;
  remove(id: number): Promise<boolean>;
};

/**
 * Reading is open to everyone; every write is the curators' (`canManageOrganizations`), checked
 * before anything is looked up, so a stranger learns nothing from a refused write.
 */
function createPartyService<Row, Values, Output>(options: {
  type: Extract<ResourceType, 'Organization' | 'Sponsor'>;
  title: string;
  repository: PartyRepository<Row, Values>;
  present: (row: Row) => Output;
}) {
  const { type, title, repository, present } = options;
  const item = async (id: number) => {
    const row = await repository.findById(id);
    if (!row) throw notFound(title);
    return { '@context': `/contexts/${type}`, ...present(row) };
  };
  return {
    async list(
      query: { name?: string | undefined; page: number; itemsPerPage?: number | undefined },
      requestUrl: string,
    ) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      return hydraCollection({ type, requestUrl, members: rows.map(present), totalItems: total, page });
    },

    get: item,

    async create(user: AuthUser, values: Values) {
      authorize(user, canManageOrganizations, null);
      return item(await repository.insert(values, user.personId));
    },

    async update(user: AuthUser, id: number, values: Values) {
      authorize(user, canManageOrganizations, null);
      if (!(await repository.update(id, values))) throw notFound(title);
      return item(id);
    },

    async remove(user: AuthUser, id: number) {
      authorize(user, canManageOrganizations, null);
      if (!(await repository.remove(id))) throw notFound(title);
    },
  };
}

export function createOrganizationService(repository: OrganizationRepository) {
  const service = createPartyService({
    type: 'Organization',
    title: 'Organization',
    repository,
    present: presentOrganization,
  });
  // The organization's text is rich text: it keeps only the allow-listed markup of comments.
  const clean = (body: OrganizationWriteBody) => ({ ...body, text: sanitizeCommentText(body.text) });
  return {
    ...service,
    create: (user: AuthUser, body: OrganizationWriteBody) => service.create(user, clean(body)),
    update: (user: AuthUser, id: number, body: OrganizationWriteBody) =>
      service.update(user, id, clean(body)),
  };
}

export function createSponsorService(repository: SponsorRepository) {
  const service = createPartyService({
    type: 'Sponsor',
    title: 'Sponsor',
    repository,
    present: presentSponsor,
  });
  return {
    ...service,
    create: (user: AuthUser, body: SponsorWriteBody) => service.create(user, body),
    update: (user: AuthUser, id: number, body: SponsorWriteBody) => service.update(user, id, body),
  };
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
export type SponsorService = ReturnType<typeof createSponsorService>;
