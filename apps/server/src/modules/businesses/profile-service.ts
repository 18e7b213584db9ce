// The business profile after sign-up: its fields, its email address (changed through a link sent
// to the new address), its logo, the setup steps and the services connected to it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { setupSteps, type TBusinessField } from '@studio/shared/business/contracts';
import { messages } from '@studio/shared/messages';
import type { Config } from '../../platform/config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { consumeRateLimit } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/file-storage.ts';
import {
  removeStoredFile,
  storeImage,
  type Upload,
} from '../../platform/storage/upload-service.ts';
import type { BusinessRow } from './service.ts';
import { businesses } from './schema.ts';

/** Profile fields to change; for the optional ones an empty value or null clears the field. */
export type ProfileChanges = Partial<Record<TBusinessField, string | null | undefined>>;
export type SetupStep = (typeof setupSteps)[number];
export type ConnectionKind = 'payment' | 'integration' | 'social';

/**
 * The single-use link that proves a new business email. The tokens are the accounts module's (one
 * table for every emailed link, each tied to the account that asked); businesses is below accounts
 * and never imports it, so app.ts hands these in.
 */
export type BusinessEmailLinks = {
  ttlMinutes: number;
  issue: (
    executor: Executor,
    input: { accountId: string; businessId: string; newEmail: string },
  ) => Promise<string>;
  /** Marks the token used; undefined for an unknown, used or expired one. */
  consume: (
    executor: Executor,
    token: string,
  ) => Promise<{ businessId: string | null; newEmail: string | null } | undefined>;
};

const EMAIL_CHANGES_PER_HOUR = 5;

export async function findBusiness(
  db: Executor,
  input: {
    businessId: string;
  },
): Promise<BusinessRow> {
  const [row] = await businessQuery(db).execute({ businessId: input.businessId });
  if (!row) throw AppError.notFound(messages.businessNotFound);
  return row;
}

// Read by many requests (time zone, currency): prepared once per connection.
const businessQuery = preparedFor((executor) =>
  executor
    .select()
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('businessId')))
    .prepare('business_by_id'),
);

export async function updateBusinessProfile(
  db: Database,
  input: {
    businessId: string;
    changes: ProfileChanges;
  },
): Promise<BusinessRow> {
  const c = input.changes;
  const has = (field: TBusinessField) => Object.prototype.hasOwnProperty.call(c, field);
  const clearable = (value: string | null | undefined) => (value ? value : null);
  const [row] = await db
    .update(businesses)
    .set({
      // Required fields arrive validated; a missing one is simply not part of this change.
      ...(c.businessName ? { name: c.businessName } : {}),
      ...(c.timeZone ? { timeZone: c.timeZone } : {}),
      ...(c.currency ? { currency: c.currency } : {}),
      ...(c.brandColor ? { brandColor: c.brandColor } : {}),
      ...(has('phone') ? { phone: clearable(c.phone) } : {}),
      ...(has('website') ? { website: clearable(c.website) } : {}),
      ...(has('address') ? { address: clearable(c.address) } : {}),
      ...(has('description') ? { description: clearable(c.description) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(businesses.id, input.businessId))
    .returning();
  if (!row) throw AppError.notFound(messages.businessNotFound);
  return row;
}

/** Moves the setup forward to `step`; never back, so a late or repeated call changes nothing. */
export async function advanceSetupStep(
  db: Database,
  input: {
    businessId: string;
    step: Exclude<SetupStep, 'CREATED'>;
  },
): Promise<BusinessRow> {
  const earlier = setupSteps.slice(0, setupSteps.indexOf(input.step));
  await db
    .update(businesses)
    .set({ setupStep: input.step, updatedAt: new Date() })
    .where(and(eq(businesses.id, input.businessId), inArray(businesses.setupStep, earlier)));
  return findBusiness(db, input);
}

/**
 * Starts a change of the business email: remembers the new address as pending and, in the same
 * transaction, queues the link to it. Only the link proves the new address belongs to the owner.
 */
export async function requestBusinessEmailChange(
  db: Database,
  input: {
    businessId: string;
    accountId: string;
    email: string;
    config: Pick<Config, 'appUrl' | 'rateLimitEnabled'>;
    links: BusinessEmailLinks;
  },
): Promise<string> {
  const business = await findBusiness(db, input);
  if (business.email === input.email)
    throw AppError.validation('email', messages.sameBusinessEmail);
  if (input.config.rateLimitEnabled) {
    await consumeRateLimit(
      db,
      `businessEmail:${input.businessId}`,
      EMAIL_CHANGES_PER_HOUR,
      60 * 60,
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ pendingEmail: input.email, updatedAt: new Date() })
      .where(eq(businesses.id, input.businessId));
    const token = await input.links.issue(tx, {
      accountId: input.accountId,
      businessId: input.businessId,
      newEmail: input.email,
    });
    // The business id lets the page confirm without a sign-in (PUT /api/businesses/{id}/email is public).
    const query = new URLSearchParams({ token, businessId: input.businessId });
    const link = `${input.config.appUrl}/change-business-email?${query.toString()}`;
    await enqueueEmail(tx, {
      businessId: input.businessId,
      to: input.email,
      ...changeBusinessEmailContent(business.name, input.email, link, input.links.ttlMinutes),
    });
  });
  return messages.changeEmailSent(input.email);
}

/**
 * Completes the change from the emailed link. The token must belong to this business and name
 * the latest requested address; anything else leaves the token unused (the transaction rolls back).
 */
export async function confirmBusinessEmailChange(
  db: Database,
  input: {
    businessId: string;
    token: string;
    links: BusinessEmailLinks;
  },
): Promise<string> {
  await db.transaction(async (tx) => {
    const consumed = await input.links.consume(tx, input.token);
    if (!consumed?.newEmail || consumed.businessId !== input.businessId) throw invalidLink();
    const [changed] = await tx
      .update(businesses)
      .set({
        email: consumed.newEmail,
        pendingEmail: null,
        emailConfirmedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(eq(businesses.id, input.businessId), eq(businesses.pendingEmail, consumed.newEmail)),
      )
      .returning({ id: businesses.id });
    if (!changed) throw invalidLink();
  });
  return messages.businessEmailChanged;
}

function invalidLink(): AppError {
  return AppError.validation('token', messages.changeEmailLinkInvalid);
}

function changeBusinessEmailContent(
  businessName: string,
  email: string,
  link: string,
  ttlMinutes: number,
) {
  const hours = ttlMinutes / 60;
  const intro = `You asked to use ${email} as the email address of ${businessName}.`;
  const outro = `The link expires in ${hours} hours. If you did not ask for this, ignore this email.`;
  return {
    subject: 'Confirm the new email address of your business',
    text: [intro, '', `Confirm new email: ${link}`, '', outro].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Confirm new email</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The integrations (e.g. APPLE_CALENDAR, MAILCHIMP) or social services (FACEBOOK) a business has
 * connected, asked of the modules that keep them.
 */
export type ConnectedIntegrations = (
  db: Database,
  input: { businessId: string },
) => Promise<string[]>;

/**
 * The integrations or social services connected to the business, each list from the modules that
 * keep them (`integrations`, `social`). (Payment services are the payments module's.)
 */
export async function listConnectedServices(
  db: Database,
  input: {
    businessId: string;
    kind: ConnectionKind;
    integrations: ConnectedIntegrations;
    social: ConnectedIntegrations;
  },
): Promise<string[]> {
  await findBusiness(db, input);
  const connected = input.kind === 'integration' ? input.integrations : input.social;
  return connected(db, { businessId: input.businessId });
}

/** Stores the new logo (re-encoded, at most 2500 px wide), points the business at it and deletes the old one. */
export async function replaceBusinessLogo(
  db: Database,
  input: {
    businessId: string;
    storage: Storage;
    upload: Upload;
    maxWidth: number;
  },
): Promise<BusinessRow> {
  const stored = await storeImage(db, { ...input, folder: 'logo' });
  const previous = await swapLogo(db, { ...input, logoUrl: stored.url }).catch(
    async (error: unknown) => {
      await removeStoredFile(db, { ...input, url: stored.url });
      throw error;
    },
  );
  await removeStoredFile(db, { ...input, url: previous.logoUrl });
  return previous.business;
}

export async function removeBusinessLogo(
  db: Database,
  input: {
    businessId: string;
    storage: Storage;
  },
): Promise<BusinessRow> {
  const { business, logoUrl } = await swapLogo(db, { ...input, logoUrl: null });
  await removeStoredFile(db, { ...input, url: logoUrl });
  return business;
}

/** Sets the logo and answers the one it replaced, read under the row lock so two uploads cannot both keep it. */
async function swapLogo(
  db: Database,
  input: {
    businessId: string;
    logoUrl: string | null;
  },
): Promise<{ business: BusinessRow; logoUrl: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoUrl: businesses.logoUrl })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for('update');
    if (!current) throw AppError.notFound(messages.businessNotFound);
    const [business] = await tx
      .update(businesses)
      .set({ logoUrl: input.logoUrl, updatedAt: new Date() })
      .where(eq(businesses.id, input.businessId))
      .returning();
    if (!business) throw AppError.notFound(messages.businessNotFound);
    return { business, logoUrl: current.logoUrl };
  });
}
