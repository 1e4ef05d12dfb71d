import 'server-only';
import { getTranslations } from 'next-intl/server';

/** Plain strings for the client components that show them: the browser gets no message-format runtime. */
export async function accountControlsText() {
  const t = await getTranslations('accountControls');
  const profile = {
    username: t('username'),
    email: t('email'),
    emailNeedsConfirmation: t('emailNeedsConfirmation'),
    pendingEmail: t('pendingEmail'),
    pendingEmailHelp: t('pendingEmailHelp'),
    saving: t('saving'),
    saveProfile: t('saveProfile'),
    currentPassword: t('currentPassword'),
    yourUsername: t('yourUsername'),
    confirmHint: t('confirmHint'),
  };
  const deletion = {
    title: t('deleteTitle'),
    signsOut: t('deleteSignsOut'),
    removesEntries: t('deleteRemovesEntriesFinal'),
    keepsEntries: t('deleteKeepsEntriesFinal'),
    password: t('password'),
    yourUsername: t('yourUsername'),
    deleting: t('deleting'),
    confirm: t('deleteConfirm'),
  };
  return { t, profile, deletion };
}

export type ProfileFormText = Awaited<ReturnType<typeof accountControlsText>>['profile'];
export type DeleteAccountText = Awaited<ReturnType<typeof accountControlsText>>['deletion'];
