import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { api } from '../api';
import { createCrudApi } from './crud-api';
import { listParams } from './tags';
import { type CrudRow } from './types';
import { errorMessage } from '../errors';
import { fakeCrudServer, type FakeCrudServer } from '../fake-crud-server';

type Thing = CrudRow & { title: string };
const things = createCrudApi<Thing, { title: string }>({
  resource: { name: 'things', path: '/things' },
});
const enquiries = createCrudApi<Thing, { title: string }>({
  resource: {
    name: 'enquiries',
    path: '/things',
    envelope: { items: 'enquiries', count: 'count' },
  },
  tag: 'crud-test-enquiries',
});
const row = (id: string, title: string) => ({ _id: id, title, createdAt: 'x', updatedAt: 'x' });

let server: FakeCrudServer;
beforeEach(() => {
  server = fakeCrudServer('/api/things', [row('t1', 'One'), row('t2', 'Two')]);
  localStorage.setItem('adminToken', 'secret-token');
});

function mount() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    () => ({
      list: things.useListQuery({ page: 1, limit: 25 }),
      one: things.useGetQuery('t1'),
      two: things.useGetQuery('t2'),
      create: things.useCreateMutation()[0],
      update: things.useUpdateMutation()[0],
      remove: things.useRemoveMutation()[0],
    }),
    { wrapper },
  );
  /** Requests the store has started and not finished: a refetch shows here at once. */
  const running = () => store.dispatch(api.util.getRunningQueriesThunk());
  return Object.assign(hook, { running });
}

const gets = (path: string) => server.calls.filter((c) => c.method === 'GET' && c.path === path);
async function loaded(hook: ReturnType<typeof mount>) {
  await waitFor(() => {
    expect(hook.result.current.list.isSuccess).toBe(true);
    expect(hook.result.current.one.isSuccess).toBe(true);
    expect(hook.result.current.two.isSuccess).toBe(true);
  });
}

describe('createCrudApi', () => {
  it('lists as {items, total} with the bearer token', async () => {
    const hook = mount();
    await loaded(hook);
    expect(hook.result.current.list.data).toEqual({
      items: [row('t1', 'One'), row('t2', 'Two')],
      total: 2,
    });
    expect(server.calls[0]?.auth).toBe('Bearer secret-token');
  });

  it('create invalidates the list only', async () => {
    const hook = mount();
    await loaded(hook);
    await hook.result.current.create({ title: 'Three' }).unwrap();
    await waitFor(() => expect(gets('/api/things')).toHaveLength(2));
    await waitFor(() => expect(hook.result.current.list.data?.total).toBe(3));
    expect(gets('/api/things/t1')).toHaveLength(1);
    expect(gets('/api/things/t2')).toHaveLength(1);
  });

  it('update invalidates that id and the list, not the other ids', async () => {
    const hook = mount();
    await loaded(hook);
    await hook.result.current.update({ id: 't1', body: { title: 'Uno' } }).unwrap();
    await waitFor(() => expect(hook.result.current.one.data?.title).toBe('Uno'));
    expect(gets('/api/things')).toHaveLength(2);
    expect(gets('/api/things/t1')).toHaveLength(2);
    expect(gets('/api/things/t2')).toHaveLength(1);
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Uno' });
  });

  it('remove invalidates that id and the list', async () => {
    const hook = mount();
    await loaded(hook);
    await hook.result.current.remove('t2').unwrap();
    await waitFor(() => expect(hook.result.current.list.data?.total).toBe(1));
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/things/t2');
    expect(gets('/api/things/t1')).toHaveLength(1);
  });

  it('a rejected write invalidates nothing', async () => {
    const hook = mount();
    await loaded(hook);
    server.reply(400, { message: 'Invalid', error: 'validation', fieldErrors: { title: 'Bad' } });
    await expect(hook.result.current.create({ title: '' }).unwrap()).rejects.toMatchObject({
      status: 400,
    });
    // An invalidation would have started its refetch as the write settled.
    expect(hook.running()).toEqual([]);
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(3);
  });
});

describe('list envelopes', () => {
  function mountEnquiries() {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    return renderHook(() => enquiries.useListQuery({ page: 1, limit: 10 }), { wrapper });
  }

  it("normalises a resource's own envelope", async () => {
    server.reply(200, { enquiries: [row('e1', 'Asha')], count: 31, newCount: 4 });
    const hook = mountEnquiries();
    await waitFor(() =>
      expect(hook.result.current.data).toEqual({ items: [row('e1', 'Asha')], total: 31 }),
    );
  });

  it('answers an error for something that is not a list', async () => {
    server.reply(200, { message: 'ok' });
    const hook = mountEnquiries();
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(errorMessage(hook.result.current.error, 'fallback')).toBe('No data returned');
  });
});

describe('listParams', () => {
  it('flattens filters and leaves out empty values', () => {
    expect(
      listParams({ page: 2, limit: 10, q: '', sort: 'title', filters: { status: 'new', x: '' } }),
    ).toEqual({ page: 2, limit: 10, sort: 'title', status: 'new' });
  });
});
