import type { StrapiClient } from './client';
import type { StrapiQuery } from './query';
import {
  needsTwoStep,
  type AuthResult,
  type RegistrationResult,
  type StrapiSession,
  type StrapiUser,
  type TokenPair,
  type TwoStepSignIn,
} from './types';

/** A query parameter: users-permissions refuses unknown body fields. */
export interface EmailLocale {
  locale?: string;
}

const localeParams = ({ locale }: EmailLocale = {}) => (locale ? { locale } : undefined);

export interface ProviderCallbackInput {
  /** Strapi < 5.53 put the provider's token in the page's query string. */
  accessToken?: string | null;
  /** Strapi 5.53+ keeps the provider grant in its own koa.sess cookies. */
  cookie?: string | null;
  locale?: string;
}

/** The account calls (spec §7) under the session rules of spec §4: each sign-in starts signed out. */
export class StrapiAuth {
  user: StrapiUser | null = null;

  constructor(private readonly client: StrapiClient) {}

  private async startSignedOut(): Promise<void> {
    this.user = null;
    await this.client.tokenStore.remove();
  }

  private async keep<T extends { jwt?: string; user: StrapiUser } | TwoStepSignIn>(result: T): Promise<T> {
    if (!needsTwoStep(result) && result.jwt) {
      await this.client.tokenStore.set(result.jwt);
      this.user = result.user;
    }
    return result;
  }

  async login(identifier: string, password: string, options?: EmailLocale): Promise<AuthResult | TwoStepSignIn> {
    await this.startSignedOut();
    const result = await this.client.request<AuthResult | TwoStepSignIn>('/auth/local', {
      method: 'POST',
      params: localeParams(options),
      body: { identifier, password },
      token: null,
    });
    return this.keep(result);
  }

  /** Without a jwt when Strapi requires email confirmation: nothing is stored then. */
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

  /** A reset never skips the two-step code. */
  async resetPassword(input: { code: string; password: string; passwordConfirmation: string }): Promise<AuthResult | TwoStepSignIn> {
    await this.startSignedOut();
    const { code, password, passwordConfirmation } = input;
    const result = await this.client.request<AuthResult | TwoStepSignIn>('/auth/reset-password', {
      method: 'POST',
      body: { code, password, passwordConfirmation },
      token: null,
    });
    return this.keep(result);
  }

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

  async providerCallback(provider: string, input: ProviderCallbackInput = {}): Promise<AuthResult | TwoStepSignIn> {
    await this.startSignedOut();
    const result = await this.client.request<AuthResult | TwoStepSignIn>(`/auth/${encodeURIComponent(provider)}/callback`, {
      params:
        input.accessToken || input.locale
          ? { ...(input.accessToken ? { access_token: input.accessToken } : {}), ...localeParams(input) }
          : undefined,
      headers: input.cookie ? { Cookie: input.cookie } : undefined,
      token: null,
    });
    return this.keep(result);
  }

  async completeTwoStep(ticket: string, code: string, options?: EmailLocale): Promise<AuthResult> {
    const result = await this.client.request<AuthResult>('/auth/second-factor', {
      method: 'POST',
      params: localeParams(options),
      body: { ticket, code },
      token: null,
    });
    return this.keep(result);
  }

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

  /** Refresh mode (as are the three below); the refresh token is sent without a jwt. */
  async refreshTokens(refreshToken: string): Promise<TokenPair> {
    return this.client.request<TokenPair>('/auth/refresh', { method: 'POST', body: { refreshToken }, token: null });
  }

  async endSessions({ everywhere = false } = {}): Promise<void> {
    await this.client.request('/auth/logout', { method: 'POST', body: everywhere ? { scope: 'all' } : {} });
  }

  async fetchSessions(): Promise<StrapiSession[]> {
    return (await this.client.request<{ data: StrapiSession[] }>('/auth/sessions')).data;
  }

  async endSession(sessionId: string): Promise<void> {
    await this.client.request(`/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
  }
}
