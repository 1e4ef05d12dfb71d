'use strict';

/**
 * The users-permissions emails in French: a subject (`object`) and a body (`message`) for each,
 * with Strapi's own variables (`<%= URL %>`, `<%= TOKEN %>`, `<%= CODE %>`).
 * The body is sent as both the HTML and the text part, as Strapi sends its own templates, and Strapi
 * inserts variables unescaped: leave out what a member typed (`USER.username`), which would be raw
 * HTML in the email.
 * The links must stay written as here: the plugin checks them when it loads (../templates.js).
 */
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
};
