// 'Preview email': the business's templates rendered for a real shoot, inquiry or service, and
// the placeholder values of a shoot or inquiry for the editor of a single send.
import type { TEmailPreview, TReplaceEmailsAnswer } from '@studio/shared/emails/contracts';
import {
  KNOWN_EMPTY,
  placeholders,
  type TPlaceholderValues,
} from '@studio/shared/emails/placeholders';
import type { Executor } from '../../db/client.ts';
import { requireService } from '../services/lookup.ts';
import { renderBody } from './render.ts';
import { allEmailTemplates } from './service.ts';
import type { EmailSettings } from './settings.ts';
import { factsAbout, type EmailAbout } from './values.ts';

async function previewsWith(
  executor: Executor,
  input: { businessId: string; values: TPlaceholderValues; settings: EmailSettings },
): Promise<TEmailPreview[]> {
  const templates = await allEmailTemplates(executor, {
    businessId: input.businessId,
    storage: input.settings.storage,
  });
  return templates.map((template) => ({
    templateId: template.id,
    name: template.name,
    kind: template.kind,
    isDefault: template.isDefault,
    isPrivate: template.isPrivate,
    attachment: template.attachment,
    ...renderBody(template, input.values),
  }));
}

/** Every template rendered for one shoot or inquiry (404 when it is not the tenant's). */
export async function previewTemplatesFor(
  executor: Executor,
  input: { businessId: string; about: EmailAbout; settings: EmailSettings },
): Promise<TEmailPreview[]> {
  const facts = await factsAbout(executor, { ...input, links: input.settings });
  return previewsWith(executor, { ...input, values: facts.values });
}

/** Every template rendered with the business's and one service's values; the rest show '----'. */
export async function previewTemplatesForService(
  executor: Executor,
  input: { businessId: string; serviceId: string; settings: EmailSettings },
): Promise<TEmailPreview[]> {
  const service = await requireService(executor, input);
  const facts = await factsAbout(executor, {
    businessId: input.businessId,
    about: { none: true },
    links: input.settings,
  });
  return previewsWith(executor, {
    ...input,
    values: { ...facts.values, serviceName: service.name },
  });
}

/** The values of a shoot or inquiry by token; null where missing, '' where known empty. */
export async function placeholderValuesOf(
  executor: Executor,
  input: { businessId: string; about: EmailAbout; settings: EmailSettings },
): Promise<TReplaceEmailsAnswer> {
  const facts = await factsAbout(executor, { ...input, links: input.settings });
  const values: TReplaceEmailsAnswer['values'] = {};
  for (const entry of placeholders) {
    const value = facts.values[entry.key];
    if (value === KNOWN_EMPTY) values[entry.token] = '';
    else
      values[entry.token] =
        value === undefined || value === null || (Array.isArray(value) && value.length === 0)
          ? null
          : value;
  }
  return { values };
}
