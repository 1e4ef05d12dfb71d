'use strict';

// The notices' words in the default locale (a template's `notices` has the same keys). Plain text: the username
// and the address are the member's own.
module.exports = {
  greeting: 'Hello {username},',
  kinds: {
    'password-changed': { subject: 'Your password was changed', happened: 'Your password was changed on {when}, from {device}.' },
    'password-reset': {
      subject: 'Your password was reset',
      happened: 'Your password was reset with an emailed link on {when}, from {device}.',
    },
    'email-change-asked': {
      subject: 'A new email address was asked for your account',
      happened:
        'On {when}, from {device}, your account asked to use {email} instead of this address. It changes once that address is confirmed.',
    },
    'email-changed': {
      subject: 'Your email address was changed',
      happened: 'On {when}, from {device}, the email address of your account was changed to {email}. We no longer write to this address.',
    },
    'username-changed': {
      subject: 'Your username was changed',
      happened: 'On {when}, from {device}, your username was changed to {username}.',
    },
    'new-device': {
      subject: 'Your account was signed in to from a new device',
      happened: 'Your account was signed in to on {when}, from a device it had not been used on before: {device}.',
    },
    'passkey-added': {
      subject: 'A passkey was added to your account',
      happened: 'On {when}, from {device}, a passkey was added to your account: it signs in without a password.',
    },
    'passkey-removed': {
      subject: 'A passkey was removed from your account',
      happened: 'On {when}, from {device}, a passkey was removed from your account.',
    },
    'second-factor-on': {
      subject: 'Two-step sign-in was turned on',
      happened: 'On {when}, from {device}, an authenticator app was set up for your account: signing in now asks for its code.',
    },
    'second-factor-off': {
      subject: 'Two-step sign-in was turned off',
      happened: 'On {when}, from {device}, the authenticator app of your account was turned off: your password alone now signs in.',
    },
    'recovery-codes-renewed': {
      subject: 'New recovery codes were made',
      happened: 'On {when}, from {device}, new recovery codes were made for your account; the old ones no longer work.',
    },
    'second-factor-removed': {
      subject: 'An administrator turned off two-step sign-in',
      happened:
        'On {when}, an administrator turned off the authenticator app of your account, as asked when every code was lost: your password alone now signs in. Set up an app again on your account page.',
    },
  },
  ifYou: 'If this was you, there is nothing to do.',
  ifNotYou: 'If it was not you, open this link: it signs your account out everywhere and sends you a link to choose a new password.',
  ifNotYouEmail:
    'If it was not you, open this link: it puts this address back on your account, signs it out everywhere and sends a link to choose a new password here.',
  unknownDevice: 'a device that did not say what it is',
  timeZone: 'UTC',
};
