import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationSettings } from './NotificationSettings';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const prefs = (email: string | null, moved: string) => ({
  email,
  items: [
    { kind: 'DOCK_SLOT_REFUSED', channel: 'EMAIL', defaultChannel: 'EMAIL', chosen: false },
    { kind: 'DOCK_SLOT_MOVED', channel: moved, defaultChannel: 'EMAIL', chosen: moved !== 'EMAIL' },
  ],
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationSettings />
    </QueryClientProvider>,
  );
}
afterEach(() => vi.restoreAllMocks());

describe('notification settings', () => {
  it('shows each kind with its channel, the default marked; saves only what changed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(async () => json(prefs('sam@example.com', 'EMAIL')))
      .mockImplementationOnce(async () => json(prefs('sam@example.com', 'DIGEST')));
    show();
    const moved = (await screen.findByLabelText('Dock slot moved')) as HTMLSelectElement;
    expect([...moved.options].map((o) => o.textContent)).toEqual([
      'Portal only',
      'Portal + e-mail (default)',
      'Portal + daily digest',
      'Off',
    ]);
    const save = screen.getByRole('button', { name: 'Save notification settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(moved, 'DIGEST');
    await userEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ items: [{ kind: 'DOCK_SLOT_MOVED', channel: 'DIGEST' }] });
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says that mails wait for an e-mail address in the profile', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async () => json(prefs(null, 'EMAIL')));
    show();
    expect((await screen.findByRole('note')).textContent).toContain('Your profile has no e-mail address');
  });
});
