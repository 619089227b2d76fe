// Issue 10, bound 7: no 500 under concurrent writes, and nothing acknowledged is lost in a crash.
import { describe, expect, it } from 'vitest';
import { call, must, setUp, signIn, type Answer } from './api.ts';
import { tally } from './load.ts';
import { educationDraft, experienceDraft } from './seed.ts';
import { useServer } from './setup.ts';

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const shuffle = <T>(items: T[]): T[] => items.map((item) => [Math.random(), item] as const).sort((a, b) => a[0] - b[0]).map(([, item]) => item);

describe('eight clients writing at once', () => {
  const site = useServer();

  it('creating, updating and reordering for 10 s never get a 5xx', async () => {
    const ids = { experiences: [] as number[], education: [] as number[] };
    let n = 0;
    const create = async (kind: 'experiences' | 'education') => {
      const draft = kind === 'experiences' ? experienceDraft(n++) : educationDraft(n++);
      const answer = await call<{ id: number }>(site.server, 'POST', `/api/admin/${kind}`, { cookie: site.cookie, body: draft });
      if (answer.status === 200) ids[kind].push(answer.body.id);
      return answer;
    };
    const update = async (kind: 'experiences' | 'education') => {
      const id = pick(ids[kind]);
      if (id === undefined) return create(kind);
      const draft = kind === 'experiences' ? experienceDraft(n++) : educationDraft(n++);
      return call(site.server, 'PUT', `/api/admin/${kind}/${id}`, { cookie: site.cookie, body: draft });
    };
    // The list read just before may already be stale: a 4xx for that is fine, a 5xx is not.
    const reorder = async (kind: 'experiences' | 'education') => {
      const list = await must<{ id: number }[]>(site.server, 'GET', `/api/admin/${kind}`, { cookie: site.cookie });
      const key = kind === 'experiences' ? 'experienceIds' : 'educationIds';
      const order = shuffle(list.map((item) => item.id));
      return call(site.server, 'PATCH', `/api/admin/${kind}/reorder`, { cookie: site.cookie, body: { [key]: order } });
    };
    const actions: Record<string, () => Promise<Answer>> = {
      'create experience': () => create('experiences'),
      'create education': () => create('education'),
      'update experience': () => update('experiences'),
      'update education': () => update('education'),
      'reorder experiences': () => reorder('experiences'),
      'reorder education': () => reorder('education'),
    };
    const names = Object.keys(actions);
    const seen: Record<string, (number | string)[]> = Object.fromEntries(names.map((name) => [name, []]));
    const failures: string[] = [];

    const until = performance.now() + 10_000;
    await Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        for (let i = client; performance.now() < until; i++) {
          const name = names[i % names.length]!;
          const answer = await actions[name]!().catch((error: Error) => error);
          const status = answer instanceof Error ? 'no answer' : answer.status;
          seen[name]!.push(status);
          if (answer instanceof Error || answer.status >= 500) {
            failures.push(`${name}: ${answer instanceof Error ? answer.message : `${answer.status} ${answer.text}`}`);
          }
        }
      }),
    );
    for (const name of names) console.log(`concurrency: ${name}: ${tally(seen[name]!)}`);

    expect(failures.slice(0, 10), `${failures.length} requests failed`).toEqual([]);
    for (const name of names.filter((name) => !name.startsWith('reorder'))) {
      expect(seen[name], name).toContain(200);
    }
  });
});

describe('a crash under load', () => {
  const site = useServer({ owner: false });

  it('loses no experience whose creation was acknowledged before kill -9', async () => {
    const cookie = await setUp(site.server);
    const acknowledged: number[] = [];
    const until = performance.now() + 3_000;
    const crash = new Promise((wait) => setTimeout(wait, 1_500)).then(() => site.server.kill9());
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let n = 0; performance.now() < until; n++) {
          const answer = await call<{ id: number }>(site.server, 'POST', '/api/admin/experiences', {
            cookie,
            body: experienceDraft(n),
          }).catch(() => undefined);
          if (answer === undefined) return; // the server is gone
          if (answer.status === 200) acknowledged.push(answer.body.id);
        }
      }),
    );
    await crash;

    await site.server.restart();
    const stored = await must<{ id: number }[]>(site.server, 'GET', '/api/admin/experiences', {
      cookie: await signIn(site.server),
    });
    const ids = new Set(stored.map((experience) => experience.id));
    console.log(`durability: ${acknowledged.length} acknowledged before kill -9, ${stored.length} stored after restart`);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
