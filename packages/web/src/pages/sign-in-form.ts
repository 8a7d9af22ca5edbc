// Signing in: the name-and-password form (the start page's, and the one a page shows when its
// session has ended), and the panel that lets a player sign in again without leaving the page
// they were on, so whatever they typed there comes back (drafts.ts keeps it in the tab).
import { api, failureText, rememberCsrf } from '../api.js';
import { h, statusLine } from '../dom.js';

export interface CredentialsFormOptions {
  /** Element ids start with it: `signin`, `register`, `again`. */
  readonly id: string;
  readonly title: string;
  /** The title's heading level where the form stands. */
  readonly heading: 'h2' | 'h3';
  readonly path: '/auth/login' | '/auth/register';
  readonly submit: string;
  readonly status: HTMLElement;
  readonly signedIn: () => void;
}

export function credentialsForm(o: CredentialsFormOptions): HTMLFormElement {
  const name = h('input', {
    id: `${o.id}-name`,
    name: 'name',
    autocomplete: 'username',
    required: true,
    maxlength: '64',
  });
  const password = h('input', {
    id: `${o.id}-password`,
    name: 'password',
    type: 'password',
    autocomplete: o.path === '/auth/register' ? 'new-password' : 'current-password',
    required: true,
    maxlength: '256',
    ...(o.path === '/auth/register' && { minlength: '8' }),
  });
  const button = h('button', { class: 'primary', type: 'submit' }, o.submit);
  return h(
    'form',
    {
      class: 'stack',
      id: o.id,
      onsubmit: (event: Event) => {
        event.preventDefault();
        o.status.className = 'status';
        o.status.textContent = `${o.submit}…`;
        button.disabled = true;
        api
          .post<{ csrfToken: string }>(o.path, { name: name.value, password: password.value })
          .then((session) => {
            rememberCsrf(session.csrfToken);
            o.signedIn();
          })
          .catch((error: unknown) => {
            o.status.className = 'status error';
            o.status.textContent = failureText(error);
          })
          .finally(() => (button.disabled = false));
      },
    },
    h(o.heading, {}, o.title),
    h('label', { for: `${o.id}-name` }, 'Name'),
    name,
    h('label', { for: `${o.id}-password` }, 'Password'),
    password,
    button,
  );
}

/** A sign-in link of this judge (`/signin/<token>`), or undefined for anything else. */
export function signInLink(text: string): URL | undefined {
  try {
    const url = new URL(text.trim(), location.origin);
    return url.origin === location.origin && /^\/signin\/[A-Za-z0-9_-]+$/.test(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The panel shown where a player acted when their session has ended. Signing in with a password
 * reloads this page; a new sign-in link pasted here is opened in this tab, and the judge sends it
 * back to the game. Either way the text kept in this tab comes back. One panel per page: showing
 * it again moves it to where the player acted last.
 */
let panel: HTMLElement | undefined;

export function signInAgainPanel(): HTMLElement {
  if (panel) return panel;
  const status = statusLine('again-status');
  const link = h('input', {
    id: 'again-link',
    type: 'url',
    autocomplete: 'off',
    placeholder: `${location.origin}/signin/…`,
    'aria-describedby': 'again-link-help',
  });
  panel = h(
    'section',
    { id: 'sign-in-again', class: 'notice', 'aria-labelledby': 'sign-in-again-title' },
    h('h2', { id: 'sign-in-again-title' }, 'Sign in again'),
    h(
      'p',
      {},
      'You are not signed in here any more (the session expired, or you signed out in another tab or browser). ' +
        'Sign in again to go on: this page comes back with what you typed, still unsent.',
    ),
    credentialsForm({
      id: 'again',
      title: 'With your name and password',
      heading: 'h3',
      path: '/auth/login',
      submit: 'Sign in',
      status,
      signedIn: () => location.reload(),
    }),
    h(
      'form',
      {
        class: 'stack',
        id: 'again-link-form',
        onsubmit: (event: Event) => {
          event.preventDefault();
          const url = signInLink(link.value);
          if (url) return location.assign(url.href);
          status.className = 'status error';
          status.textContent = `That is not a sign-in link of this judge: it starts with ${location.origin}/signin/`;
        },
      },
      h('h3', {}, 'With a sign-in link'),
      h(
        'label',
        { for: 'again-link', id: 'again-link-help' },
        'Invited by a link? Ask your GameMaster for a new one and paste it here (opening it in this tab keeps your text).',
      ),
      link,
      h('button', { class: 'primary', type: 'submit' }, 'Open the link here'),
    ),
    status,
  );
  return panel;
}
