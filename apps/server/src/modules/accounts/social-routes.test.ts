import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TAccount } from '@studio/shared/account/contracts';
import type { TAuthResponse } from '@studio/shared/auth/contracts';
import type { TSocialSignupNeeded } from '@studio/shared/auth/social-contracts';
import { testApp, uniqueEmail } from '../../test/harness.ts';
import {
  startSocialStandIn,
  standInSocialApps,
  type SocialStandIn,
  type StandInPerson,
} from '../../test/social-stand-in.ts';
import {
  bearer,
  confirmEmailOf,
  emailsTo,
  linkTokenSentTo,
  loginRequest,
  refreshCookieOf,
  registerAccount,
} from '../../test/factories/account.ts';

describe('social sign-in', () => {
  let standIn: SocialStandIn;
  let app: FastifyInstance;
  beforeAll(async () => {
    standIn = await startSocialStandIn();
    app = await testApp({
      google: standInSocialApps.google,
      facebook: standInSocialApps.facebook,
      socialApiUrl: standIn.url,
      appUrl: 'https://studio.example',
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  const loginWithGoogle = (person: StandInPerson) =>
    app.inject({
      method: 'POST',
      url: '/auth/login/google',
      payload: { code: standIn.googleCode(person), leadSources: [], utm: {} },
    });
  const loginWithFacebook = (person: StandInPerson, options?: { appId?: string }) =>
    app.inject({
      method: 'POST',
      url: '/auth/login/facebook',
      payload: { accessToken: standIn.facebookToken(person, options) },
    });
  const connectGoogle = (token: string, person: StandInPerson) =>
    app.inject({
      method: 'POST',
      url: '/auth/connect/google',
      headers: bearer(token),
      payload: { code: standIn.googleCode(person) },
    });
  const registerSocial = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/auth/register/social', payload });

  /** Signs up a new person with a provider the whole way: sign-in, 409, finish form. */
  async function signUpWithGoogle(person: StandInPerson) {
    const needed = (await loginWithGoogle(person)).json<TSocialSignupNeeded>();
    const res = await registerSocial({
      ticket: needed.signup.ticket,
      businessName: 'Willow & Light',
      email: person.email,
      timeZone: 'Europe/Lisbon',
    });
    expect(res.statusCode).toBe(200);
    return res.json<TAuthResponse>();
  }

  it('lists the configured providers with their consent pages, missing only the state', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/social-providers' });
    expect(res.statusCode).toBe(200);
    const google = new URL(res.json().google.authorizeUrl);
    expect(`${google.origin}${google.pathname}`).toBe(`${standIn.url}/google/auth`);
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: standInSocialApps.google.clientId,
      redirect_uri: 'https://studio.example/social/google',
      response_type: 'code',
    });
    expect(google.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    const facebook = new URL(res.json().facebook.authorizeUrl);
    expect(Object.fromEntries(facebook.searchParams)).toMatchObject({
      client_id: standInSocialApps.facebook.appId,
      redirect_uri: 'https://studio.example/social/facebook',
      response_type: 'token',
    });
    expect(google.searchParams.has('state')).toBe(false);
  });

  it('a first Google sign-in needs a sign-up, which creates a confirmed, password-less account that Google then signs into', async () => {
    const email = uniqueEmail('google');
    const person = { email, name: 'Ana Sousa' };
    const first = await loginWithGoogle(person);
    expect(first.statusCode).toBe(409);
    const needed = first.json<TSocialSignupNeeded>();
    expect(needed).toMatchObject({
      actionNeeded: 'SIGNUP',
      signup: { provider: 'google', email, fullName: 'Ana Sousa', ticket: expect.any(String) },
    });

    const auth = await signUpWithGoogle(person);
    expect(auth.account).toMatchObject({
      email,
      emailConfirmed: true,
      hasPassword: false,
      logins: [{ provider: 'google', providerKey: expect.any(String) }],
    });
    expect(auth.account.businesses[0]).toMatchObject({ businessName: 'Willow & Light' });
    // Google vouched for the address: no confirmation email to click.
    expect(await emailsTo(email)).toHaveLength(0);

    const again = await loginWithGoogle(person);
    expect(again.statusCode).toBe(200);
    expect(again.json<TAuthResponse>().account.id).toBe(auth.account.id);
    expect(refreshCookieOf(again)).toBeTruthy();
  });

  it('a sign-up with another email than the provider gave confirms it by email', async () => {
    const person = { email: uniqueEmail('given') };
    const needed = (await loginWithGoogle(person)).json<TSocialSignupNeeded>();
    const chosen = uniqueEmail('chosen');
    const res = await registerSocial({
      ticket: needed.signup.ticket,
      businessName: 'North Light',
      email: chosen,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TAuthResponse>().account).toMatchObject({
      email: chosen,
      emailConfirmed: false,
    });
    expect(await linkTokenSentTo(chosen, '/email-confirmation')).toBeTruthy();
  });

  it('refuses a forged, tampered or foreign sign-up ticket', async () => {
    const needed = (await loginWithGoogle({ email: uniqueEmail() })).json<TSocialSignupNeeded>();
    const [header, payload, signature] = needed.signup.ticket.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, providerKey: 'someone-else' }));
    const account = await registerAccount(app);
    for (const ticket of [
      'not-a-ticket',
      `${header}.${tampered.toString('base64url')}.${signature}`,
      // An access token is signed with the same key but is not a sign-up ticket.
      account.token,
    ]) {
      const res = await registerSocial({ ticket, businessName: 'X', email: uniqueEmail() });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(
        'This sign-up has expired. Please choose how to sign up again.',
      );
    }
    // ... and a ticket is no access token either.
    const asToken = await app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(needed.signup.ticket),
    });
    expect(asToken.statusCode).toBe(401);
  });

  it('one identity makes one account, however often the finish form is sent', async () => {
    const person = { email: uniqueEmail('twice') };
    const needed = (await loginWithGoogle(person)).json<TSocialSignupNeeded>();
    const send = (email: string) =>
      registerSocial({ ticket: needed.signup.ticket, businessName: 'Twice', email });
    expect((await send(person.email)).statusCode).toBe(200);
    const sameEmail = await send(person.email);
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().detail).toBe('An account with this email already exists');
    const otherEmail = await send(uniqueEmail('other'));
    expect(otherEmail.statusCode).toBe(409);
    expect(otherEmail.json().detail).toBe(
      'This Google account is already connected to another account.',
    );
  });

  it('connects Google to a confirmed account with the same email, and only then', async () => {
    const account = await registerAccount(app);
    const unconfirmed = await loginWithGoogle({ email: account.email });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().detail).toBe(
      'An account with this email already exists. Log in with your email and password, then connect Google on your account page.',
    );
    expect(unconfirmed.json().actionNeeded).toBeUndefined();

    await confirmEmailOf(app, account.email);
    const unverified = await loginWithGoogle({ email: account.email, emailVerified: false });
    expect(unverified.statusCode).toBe(409);

    const linked = await loginWithGoogle({ email: account.email });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<TAuthResponse>().account).toMatchObject({
      id: account.accountId,
      hasPassword: true,
      logins: [{ provider: 'google' }],
    });
  });

  it('refuses a Google code that is unknown, used twice or issued for another redirect', async () => {
    const code = standIn.googleCode({ email: uniqueEmail() });
    const first = await app.inject({
      method: 'POST',
      url: '/auth/login/google',
      payload: { code },
    });
    expect(first.statusCode).toBe(409);
    const replay = await app.inject({
      method: 'POST',
      url: '/auth/login/google',
      payload: { code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe('Google sign-in did not complete. Please try again.');
    const elsewhere = standIn.googleCode(
      { email: uniqueEmail() },
      { redirectUri: 'https://evil.example/social/google' },
    );
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login/google',
      payload: { code: elsewhere },
    });
    expect(res.statusCode).toBe(400);
  });

  it('Facebook: a token of this app signs in; a token of another app or an unknown one does not', async () => {
    const email = uniqueEmail('fb');
    const needed = await loginWithFacebook({ email, name: 'Rui Lopes' });
    expect(needed.statusCode).toBe(409);
    const { signup } = needed.json<TSocialSignupNeeded>();
    expect(signup).toMatchObject({ provider: 'facebook', email, fullName: 'Rui Lopes' });
    const created = await registerSocial({ ticket: signup.ticket, businessName: 'Rui', email });
    // Facebook does not say it confirmed the address, so we ask the person to.
    expect(created.json<TAuthResponse>().account).toMatchObject({ emailConfirmed: false });

    expect((await loginWithFacebook({ email })).statusCode).toBe(200);
    const foreign = await loginWithFacebook({ email }, { appId: '999' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe('Facebook sign-in did not complete. Please try again.');
    const unknown = await app.inject({
      method: 'POST',
      url: '/auth/login/facebook',
      payload: { accessToken: 'EAAnothing' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('Facebook never links to an existing account by email alone', async () => {
    const account = await registerAccount(app);
    await confirmEmailOf(app, account.email);
    const res = await loginWithFacebook({ email: account.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('then connect Facebook on your account page');
  });

  it('connects Google and Facebook to a signed-in account; the logins can then sign in', async () => {
    const account = await registerAccount(app);
    const person = { email: uniqueEmail('connect'), id: `g-${account.accountId}` };
    const google = await connectGoogle(account.token, person);
    expect(google.statusCode).toBe(200);
    expect(google.json<TAccount>().logins).toEqual([
      { provider: 'google', providerKey: person.id },
    ]);
    const facebook = await app.inject({
      method: 'POST',
      url: '/auth/connect/facebook',
      headers: bearer(account.token),
      payload: { accessToken: standIn.facebookToken(person) },
    });
    expect(facebook.json<TAccount>().logins.map((l) => l.provider)).toEqual(['google', 'facebook']);
    // Connected under another email: the identity, not the address, signs in.
    const signedIn = await loginWithGoogle(person);
    expect(signedIn.json<TAuthResponse>().account.id).toBe(account.accountId);

    // The same identity cannot be connected to a second account.
    const other = await registerAccount(app);
    const taken = await connectGoogle(other.token, person);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(
      'This Google account is already connected to another account.',
    );
  });

  it('a password-less account keeps its last sign-in method', async () => {
    const auth = await signUpWithGoogle({ email: uniqueEmail('last') });
    const [login] = auth.account.logins;
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/account/logins',
      headers: bearer(auth.token),
      query: { provider: login?.provider ?? '', providerKey: login?.providerKey ?? '' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('You cannot remove your only way to sign in');
    const password = await loginRequest(app, auth.account.email, 'anything');
    expect(password.statusCode).toBe(401);
  });

  it('connecting needs a signed-in account and a valid payload', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/auth/connect/google',
      payload: { code: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const account = await registerAccount(app);
    const invalid = await app.inject({
      method: 'POST',
      url: '/auth/connect/facebook',
      headers: bearer(account.token),
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'accessToken', message: 'This field cannot be left blank' },
    ]);
  });

  it('says the provider could not be reached when it is down', async () => {
    const down = await startSocialStandIn();
    await down.close();
    const offline = await testApp({
      google: standInSocialApps.google,
      socialApiUrl: down.url,
    });
    try {
      const res = await offline.inject({
        method: 'POST',
        url: '/auth/login/google',
        payload: { code: 'anything' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('Google could not be reached. Please try again in a moment.');
    } finally {
      await offline.close();
    }
  });
});

describe('social sign-in, not configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('lists no provider', async () => {
    const res = await app.inject({ method: 'GET', url: '/auth/social-providers' });
    expect(res.json()).toEqual({ google: null, facebook: null });
  });

  it.each([
    ['/auth/login/google', { code: 'abc' }, 'Google sign-in is not configured'],
    ['/auth/login/facebook', { accessToken: 'abc' }, 'Facebook sign-in is not configured'],
  ])('%s answers 503', async (url, payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...payload, leadSources: ['ad'], utm: { source: 'x' } },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe(message);
  });
});
