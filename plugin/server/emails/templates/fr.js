'use strict';

// The emails in French. A body is sent as HTML and as text, with Strapi's variables inserted unescaped: leave out
// what a member typed (`USER.username`). The links stay written as here: the plugin checks them as it loads.
module.exports = {
  reset_password: {
    object: 'Réinitialisation de votre mot de passe',
    message: `<p>Bonjour,</p>

<p>Vous avez demandé à réinitialiser votre mot de passe. Suivez ce lien pour en choisir un nouveau :</p>
<p><%= URL %>?code=<%= TOKEN %></p>

<p>Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.</p>

<p>Merci.</p>`,
  },
  email_confirmation: {
    object: 'Confirmez votre adresse e-mail',
    message: `<p>Merci de votre inscription !</p>

<p>Pour confirmer votre adresse e-mail, suivez ce lien :</p>

<p><%= URL %>?confirmation=<%= CODE %></p>

<p>Merci.</p>`,
  },
  // Portico's own email (plain text): the link that makes a new address the account's.
  email_change: {
    object: 'Confirmez votre nouvelle adresse e-mail',
    text: [
      'Le compte « {username} » a demandé à utiliser désormais cette adresse.',
      '',
      'Pour confirmer, ouvrez ce lien en étant connecté à ce compte (il fonctionne 24 heures) :',
      '{link}',
      '',
      'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    ].join('\n'),
  },
  // The account notices (plain text): what happened, and the "This wasn't me" link.
  notices: {
    greeting: 'Bonjour {username},',
    kinds: {
      'password-changed': {
        subject: 'Votre mot de passe a été changé',
        happened: 'Votre mot de passe a été changé le {when}, depuis {device}.',
      },
      'password-reset': {
        subject: 'Votre mot de passe a été réinitialisé',
        happened: 'Votre mot de passe a été réinitialisé par un lien envoyé par e-mail le {when}, depuis {device}.',
      },
      'email-change-asked': {
        subject: 'Une nouvelle adresse e-mail a été demandée pour votre compte',
        happened:
          'Le {when}, depuis {device}, votre compte a demandé à utiliser {email} au lieu de cette adresse. Elle changera une fois cette adresse confirmée.',
      },
      'email-changed': {
        subject: 'Votre adresse e-mail a été changée',
        happened:
          'Le {when}, depuis {device}, l’adresse e-mail de votre compte a été remplacée par {email}. Nous n’écrivons plus à cette adresse.',
      },
      'username-changed': {
        subject: 'Votre nom d’utilisateur a été changé',
        happened: 'Le {when}, depuis {device}, votre nom d’utilisateur est devenu {username}.',
      },
      'new-device': {
        subject: 'Connexion à votre compte depuis un nouvel appareil',
        happened: 'Quelqu’un s’est connecté à votre compte le {when}, depuis un appareil jamais utilisé avec lui : {device}.',
      },
      'passkey-added': {
        subject: 'Une clé d’accès a été ajoutée à votre compte',
        happened:
          'Le {when}, depuis {device}, une clé d’accès a été ajoutée à votre compte : elle permet de se connecter sans mot de passe.',
      },
      'passkey-removed': {
        subject: 'Une clé d’accès a été retirée de votre compte',
        happened: 'Le {when}, depuis {device}, une clé d’accès a été retirée de votre compte.',
      },
      'second-factor-on': {
        subject: 'La connexion en deux étapes a été activée',
        happened:
          'Le {when}, depuis {device}, une application d’authentification a été configurée pour votre compte : la connexion demande désormais son code.',
      },
      'second-factor-off': {
        subject: 'La connexion en deux étapes a été désactivée',
        happened:
          'Le {when}, depuis {device}, l’application d’authentification de votre compte a été désactivée : votre mot de passe suffit désormais pour vous connecter.',
      },
      'recovery-codes-renewed': {
        subject: 'De nouveaux codes de secours ont été créés',
        happened:
          'Le {when}, depuis {device}, de nouveaux codes de secours ont été créés pour votre compte ; les anciens ne fonctionnent plus.',
      },
      'second-factor-removed': {
        subject: 'Un administrateur a désactivé la connexion en deux étapes',
        happened:
          'Le {when}, un administrateur a désactivé l’application d’authentification de votre compte, comme demandé après la perte de tous les codes : votre mot de passe suffit désormais pour vous connecter. Configurez de nouveau une application sur la page de votre compte.',
      },
    },
    ifYou: 'Si c’était vous, il n’y a rien à faire.',
    ifNotYou:
      'Si ce n’était pas vous, ouvrez ce lien : il déconnecte votre compte partout et vous envoie un lien pour choisir un nouveau mot de passe.',
    ifNotYouEmail:
      'Si ce n’était pas vous, ouvrez ce lien : il remet cette adresse sur votre compte, le déconnecte partout et envoie ici un lien pour choisir un nouveau mot de passe.',
    unknownDevice: 'un appareil qui ne dit pas ce qu’il est',
    timeZone: 'UTC',
  },
};
