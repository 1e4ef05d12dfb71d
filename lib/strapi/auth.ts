import type { StrapiClient } from './client';
import type { StrapiQuery } from './query';
import {
  isSecondStep,
  type AuthResult,
  type RegistrationResult,
  type SecondStep,
  type StrapiSession,
  type StrapiUser,
  type TokenPair,
} from './types';

/**
 * The locale of the page an email was asked from (a Strapi locale code), for a Strapi that sends
 * localized emails (the portico-guard plugin reads `?locale=` on these routes; users-permissions
 * refuses unknown fields in the bodies). Omitted for the default locale: Strapi's own emails.
 */
export interface EmailLocale {
  locale?: string;
}

const localeParams = ({ locale }: EmailLocale = {}) => (locale ? { locale } : undefined);

export interface ProviderCallbackInput {
  /** The access_token from the page's query string, when the provider flow put one there (Strapi < 5.53). */
  accessToken?: string | null;
  /** The browser's Cookie header: Strapi 5.53+ keeps the provider grant in its own koa.sess cookies. */
  cookie?: string | null;
  /** The page's locale when not the default: the account's notices are written in it. */
  locale?: string;
}

/**
 * The account calls (spec §7) and the session rules (spec §4):
 * - a successful sign-in, registration, reset, change or provider callback stores the token and keeps the user;
 * - logout, and a failed current-user fetch, clear the user and remove the token;
 * - every sign-in, registration, forgot-password and reset-password call removes the stored token before it starts.
 */
export class StrapiAuth {
  user: StrapiUser | null = null;

  constructor(private readonly client: StrapiClient) {}

  private async startSignedOut(): Promise<void> {
    this.user = null;
    await this.client.tokenStore.remove();
  }

  private async keep<T extends { jwt?: string; user: StrapiUser } | SecondStep>(result: T): Promise<T> {
    if (!isSecondStep(result) && result.jwt) {
      await this.client.tokenStore.set(result.jwt);
      this.user = result.user;
    }
    return result;
  }

  /**
   * `options.locale`: the page's, so Strapi writes the account's notices in it. An account with a second factor
   * answers its second step instead of a session.
   */
  async login(identifier: string, password: string, options?: EmailLocale): Promise<AuthResult | SecondStep> {
    await this.startSignedOut();
    const result = await this.client.request<AuthResult | SecondStep>('/auth/local', {
      method: 'POST',
      params: localeParams(options),
      body: { identifier, password },
      token: null,
    });
    return this.keep(result);
  }

  /** Answers without a jwt when Strapi requires email confirmation: nothing is stored then. */
  async register(input: { username: string; email: string; password: string }, options?: EmailLocale): Promise<RegistrationResult> {
    await this.startSignedOut();
    const { username, email, password } = input;
    const result = await this.client.request<RegistrationResult>('/auth/local/register', {
      method: 'POST',
      params: localeParams(options),
      body: { username, email, password },
      token: null,
    });
    return this.keep(result);
  }

  async forgotPassword(email: string, options?: EmailLocale): Promise<{ ok: boolean }> {
    await this.startSignedOut();
    return this.client.request('/auth/forgot-password', { method: 'POST', params: localeParams(options), body: { email }, token: null });
  }

  /** A reset never skips a second factor: such an account answers its second step. */
  async resetPassword(input: { code: string; password: string; passwordConfirmation: string }): Promise<AuthResult | SecondStep> {
    await this.startSignedOut();
    const { code, password, passwordConfirmation } = input;
    const result = await this.client.request<AuthResult | SecondStep>('/auth/reset-password', {
      method: 'POST',
      body: { code, password, passwordConfirmation },
      token: null,
    });
    return this.keep(result);
  }

  /** Needs the signed-in user's token; answers a fresh jwt, which replaces the old one. */
  async changePassword(input: { currentPassword: string; password: string; passwordConfirmation: string }): Promise<AuthResult> {
    const { currentPassword, password, passwordConfirmation } = input;
    const result = await this.client.request<AuthResult>('/auth/change-password', {
      method: 'POST',
      body: { currentPassword, password, passwordConfirmation },
    });
    return this.keep(result);
  }

  async sendEmailConfirmation(email: string, options?: EmailLocale): Promise<{ email: string; sent: boolean }> {
    return this.client.request('/auth/send-email-confirmation', { method: 'POST', params: localeParams(options), body: { email } });
  }

  async providerCallback(provider: string, input: ProviderCallbackInput = {}): Promise<AuthResult | SecondStep> {
    await this.startSignedOut();
    const result = await this.client.request<AuthResult | SecondStep>(`/auth/${encodeURIComponent(provider)}/callback`, {
      params:
        input.accessToken || input.locale
          ? { ...(input.accessToken ? { access_token: input.accessToken } : {}), ...localeParams(input) }
          : undefined,
      headers: input.cookie ? { Cookie: input.cookie } : undefined,
      token: null,
    });
    return this.keep(result);
  }

  /** The second step of a sign-in: its ticket and a code from the authenticator app, or a recovery code. */
  async completeSecondStep(ticket: string, code: string, options?: EmailLocale): Promise<AuthResult> {
    const result = await this.client.request<AuthResult>('/auth/second-factor', {
      method: 'POST',
      params: localeParams(options),
      body: { ticket, code },
      token: null,
    });
    return this.keep(result);
  }

  /** The address the browser is sent to to start provider sign-in. */
  providerStartUrl(provider: string): string {
    return `${this.client.baseUrl}/connect/${encodeURIComponent(provider)}`;
  }

  async fetchCurrentUser(query?: Pick<StrapiQuery, 'populate' | 'fields'>): Promise<StrapiUser> {
    try {
      const user = await this.client.request<StrapiUser>('/users/me', { params: query });
      this.user = user;
      return user;
    } catch (error) {
      await this.startSignedOut();
      throw error;
    }
  }

  async logout(): Promise<void> {
    await this.startSignedOut();
  }

  /** Refresh mode: a new access token and refresh token for this refresh token (sent without a jwt). */
  async refreshTokens(refreshToken: string): Promise<TokenPair> {
    return this.client.request<TokenPair>('/auth/refresh', { method: 'POST', body: { refreshToken }, token: null });
  }

  /** Refresh mode: ends this session at Strapi, or every session of the user. */
  async endSessions({ everywhere = false } = {}): Promise<void> {
    await this.client.request('/auth/logout', { method: 'POST', body: everywhere ? { scope: 'all' } : {} });
  }

  /** Refresh mode: the user's sessions, the current one flagged. */
  async fetchSessions(): Promise<StrapiSession[]> {
    return (await this.client.request<{ data: StrapiSession[] }>('/auth/sessions')).data;
  }

  /** Refresh mode: ends one of the user's own sessions. */
  async endSession(sessionId: string): Promise<void> {
    await this.client.request(`/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
  }
}
