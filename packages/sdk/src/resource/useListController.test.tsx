// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFleetdeck, type FleetdeckRenderResult } from '../testing/renderWithFleetdeck.js';
import { operator, robotResource, robotsApi } from './controllers.fixture.js';
import { useListController } from './useListController.js';

function RobotList({ label = 'list' }: { label?: string }) {
  const list = useListController(robotResource);
  return (
    <section aria-label={label}>
      <ul>
        {list.rows.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
      <p>
        page {list.pageIndex + 1} of {list.pages}, {list.total} in all{list.loading ? ', loading' : ''}
      </p>
      <button onClick={() => list.setPageIndex(list.pageIndex + 1)}>next</button>
      <button onClick={() => list.setSort({ id: 'name', desc: true })}>name descending</button>
      <button onClick={() => list.setSearch('o')}>search o</button>
    </section>
  );
}

const robots = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Bravo' },
  { id: 3, name: 'Charlie' },
  { id: 4, name: 'Delta' },
  { id: 5, name: 'Echo' },
];

let rendered: FleetdeckRenderResult | undefined;
afterEach(() => rendered?.unmount());

function names(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('useListController', () => {
  it('reads the first page, sorted by the default column, with its count', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotList />, { session: operator, fetch: api.fetch, path: '/robots' });
    await screen.findByText('page 1 of 3, 5 in all');
    expect(names()).toEqual(['Alpha', 'Bravo']);
    expect(api.reads('/robots')[0]?.query.filter).toEqual({ limit: 2, skip: 0, order: ['name ASC', 'id ASC'] });
  });

  it('keeps page, sort and search in the URL query', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotList />, { session: operator, fetch: api.fetch, path: '/robots' });
    await screen.findByText('page 1 of 3, 5 in all');
    fireEvent.click(screen.getByRole('button', { name: 'name descending' }));
    await waitFor(() => expect(names()).toEqual(['Echo', 'Delta']));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(names()).toEqual(['Charlie', 'Bravo']));
    expect(rendered.router.state.location.search).toBe('?sort=-name&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'search o' }));
    await screen.findByText('page 1 of 1, 2 in all');
    expect(new URLSearchParams(rendered.router.state.location.search).get('q')).toBe('o');
    expect(new URLSearchParams(rendered.router.state.location.search).get('page')).toBeNull();
  });

  it('starts from the page, sort and search in the URL (reload, Back)', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotList />, { session: operator, fetch: api.fetch, path: '/robots', url: '/robots?page=2&sort=-name' });
    await screen.findByText('page 2 of 3, 5 in all');
    expect(names()).toEqual(['Charlie', 'Bravo']);
  });

  it('restores the list when the browser goes back to it', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(<RobotList />, { session: operator, fetch: api.fetch, path: '/robots', routes: { '/elsewhere': <p>elsewhere</p> } });
    await screen.findByText('page 1 of 3, 5 in all');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByText('page 2 of 3, 5 in all');
    await act(() => rendered?.router.navigate('/elsewhere'));
    await screen.findByText('elsewhere');
    await act(() => rendered?.router.navigate(-1));
    await screen.findByText('page 2 of 3, 5 in all');
    expect(names()).toEqual(['Charlie', 'Delta']);
  });

  it('shares one read between two lists showing the same page', async () => {
    const api = robotsApi(robots);
    rendered = await renderWithFleetdeck(
      <>
        <RobotList label="first" />
        <RobotList label="second" />
      </>,
      { session: operator, fetch: api.fetch, path: '/robots' },
    );
    await waitFor(() => expect(screen.getAllByText('page 1 of 3, 5 in all')).toHaveLength(2));
    expect(api.reads('/robots')).toHaveLength(1);
    expect(api.reads('/robots/count')).toHaveLength(1);
  });

  it('shows a failed read as its error', async () => {
    const api = robotsApi(robots);
    function Failing() {
      const list = useListController({ ...robotResource, path: '/missing' });
      return <p>{list.error ? `failed ${list.error.status}` : 'reading'}</p>;
    }
    rendered = await renderWithFleetdeck(<Failing />, { session: operator, fetch: api.fetch });
    await screen.findByText('failed 404');
  });
});
