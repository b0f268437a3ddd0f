import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCrudServer, type FakeCrudServer } from '../../lib/fake-crud-server';
import { makeStore } from '../../lib/store';
import { mailTemplates } from '../mail-templates/mail-templates-api';
import { useMailTemplateChoicesQuery } from './enquiry-mail-api';

const template = (id: string, name: string) => ({
  _id: id,
  id,
  name,
  subject: 'Hello {{fName}}',
  body: 'Body',
  createdAt: 'x',
  updatedAt: 'x',
});

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer('/api/mail-templates', [template('t1', 'Welcome')]);
  localStorage.setItem('adminToken', 'secret-token');
});

function mount() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => ({
      choices: useMailTemplateChoicesQuery(),
      update: mailTemplates.useUpdateMutation()[0],
    }),
    { wrapper },
  );
}

describe("the compose dialog's template choices", () => {
  it('follow an admin’s edit of the templates in Settings → E-mail', async () => {
    const hook = mount();
    await waitFor(() => expect(hook.result.current.choices.data?.[0]?.name).toBe('Welcome'));

    await hook.result.current.update({ key: 't1', body: { name: 'First reply' } }).unwrap();

    await waitFor(() => expect(hook.result.current.choices.data?.[0]?.name).toBe('First reply'));
    const gets = server.calls.filter((c) => c.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });
});
