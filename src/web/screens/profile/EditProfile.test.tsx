import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from '../../shell/reload';
import { EditProfile } from './EditProfile';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const saved = { username: 'wanda', firstName: 'Wanda', lastName: 'Lager', email: null, phone: null, language: 'en' };

/**
 * fetch answering the profile's calls with `answers` in order; "My sessions" (on the same page) gets an
 * empty list. Answers the calls made to the profile, in order.
 */
function profileFetch(...answers: unknown[]) {
  const calls: [RequestInfo | URL, RequestInit | undefined][] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes('/profile/sessions')) return json({ sessions: [] });
    calls.push([input, init]);
    return json(answers.shift());
  });
  return calls;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EditProfile />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.getElementById('portal-globals')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'portal-globals';
  el.textContent = JSON.stringify({
    firstName: 'Wanda',
    languages: [
      { value: 'en', label: 'English' },
      { value: 'de', label: 'Deutsch' },
    ],
  });
  document.body.appendChild(el);
});
afterEach(() => vi.restoreAllMocks());

describe('edit profile: the language', () => {
  it('offers the browser language and each language in its own name; saving another language reloads the page in it', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const calls = profileFetch(saved, { ...saved, language: 'de' });
    show();
    const select = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', "The browser's language"],
      ['en', 'English'],
      ['de', 'Deutsch'],
    ]);
    await userEvent.selectOptions(select, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(calls[1]?.[1]?.body))).toMatchObject({ language: 'de' });
  });

  it('does not reload when the language stays', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const calls = profileFetch(saved, { ...saved, firstName: 'Wanda M.' });
    show();
    const first = await screen.findByLabelText(/First name/);
    await userEvent.type(first, ' M.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    // saved: the form is reset to the answer (Save is disabled again, the form being clean)
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
    expect(reload).not.toHaveBeenCalled();
  });
});
