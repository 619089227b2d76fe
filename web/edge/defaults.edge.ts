// Issue 10, bound 6: sortOrder defaults to 0 when omitted (spec §3, §9), non-numeric input
// becomes 0 (§5), and new items appear where the spec's ordering puts them.
import { describe, expect, it } from 'vitest';
import { call, must } from './api.ts';
import { educationDraft, experienceDraft } from './seed.ts';
import { useServer } from './setup.ts';

interface Item {
  id: number;
  sortOrder: number;
}

/** `items` in the spec's order: sortOrder, then newest first (experiences) or oldest first. */
const specOrder = (items: Item[], newestFirst: boolean) =>
  [...items].sort((a, b) => a.sortOrder - b.sortOrder || (newestFirst ? b.id - a.id : a.id - b.id)).map((i) => i.id);

describe('sortOrder on create', () => {
  const site = useServer();

  const create = (kind: string, body: object) => call<Item>(site.server, 'POST', `/api/admin/${kind}`, { cookie: site.cookie, body });

  it('is 0 for every experience created without one, the second one too', async () => {
    const first = await create('experiences', experienceDraft(1));
    const second = await create('experiences', experienceDraft(2));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.sortOrder, second.body.sortOrder]).toEqual([0, 0]);
  });

  it('is 0 for education entries created without one, the second one too', async () => {
    const first = await create('education', educationDraft(1));
    const second = await create('education', educationDraft(2));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.sortOrder, second.body.sortOrder]).toEqual([0, 0]);
  });

  it('is 0 for an education entry whose sortOrder is "abc"', async () => {
    const answer = await create('education', { ...educationDraft(3), sortOrder: 'abc' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.sortOrder).toBe(0);
  });

  it('puts new experiences where sortOrder and then newest first place them', async () => {
    // Reordered items get other sort orders; a new one must still land by the spec's rule.
    const before = await must<Item[]>(site.server, 'GET', '/api/admin/experiences', { cookie: site.cookie });
    const experienceIds = before.map((item) => item.id).reverse();
    await must(site.server, 'PATCH', '/api/admin/experiences/reorder', { cookie: site.cookie, body: { experienceIds } });
    const added = await create('experiences', experienceDraft(3));

    const list = await must<Item[]>(site.server, 'GET', '/api/experiences');
    expect(list.find((item) => item.id === added.body.id)?.sortOrder).toBe(0);
    expect(list.map((item) => item.id)).toEqual(specOrder(list, true));
  });

  it('puts new education entries where sortOrder and then oldest first place them', async () => {
    const before = await must<Item[]>(site.server, 'GET', '/api/admin/education', { cookie: site.cookie });
    const educationIds = before.map((item) => item.id).reverse();
    await must(site.server, 'PATCH', '/api/admin/education/reorder', { cookie: site.cookie, body: { educationIds } });
    const added = await create('education', educationDraft(4));

    const list = await must<Item[]>(site.server, 'GET', '/api/education');
    expect(list.find((item) => item.id === added.body.id)?.sortOrder).toBe(0);
    expect(list.map((item) => item.id)).toEqual(specOrder(list, false));
  });
});
