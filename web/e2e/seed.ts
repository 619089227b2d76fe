// Seeds content through the real admin API, as the owner would. Every test file starts from a
// clean slate (`resetContent`), so files never depend on each other's data.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type {
  CaseStudy,
  CaseStudyBody,
  Education,
  EducationBody,
  ExperienceBody,
  ProfileBody,
  StoredExperience,
} from '../src/lib/api-schema';
import suggestions from '../../core/suggestions.json';
import { SETUP_CODE } from './own-server';
import { baseURL } from './shared-server';

let cookie: string | undefined;

/** The owner's credentials, as the first run's setup created them. */
export const CREDENTIALS = { username: 'owner', password: 'e2e password, not secret' };

/**
 * Signs the owner in: sets the admin up on the first call of the run, logs in afterwards.
 * Answers the `folio_session=…` cookie pair.
 */
export async function session(): Promise<string> {
  if (cookie) return cookie;
  let response = await post('/api/admin/setup', { ...CREDENTIALS, setupCode: SETUP_CODE });
  if (response.status === 409) response = await post('/api/admin/login', CREDENTIALS);
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const set = response.headers.getSetCookie().find((c) => c.startsWith('folio_session='));
  if (!set) throw new Error('no session cookie');
  cookie = set.split(';')[0]!;
  return cookie;
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** An admin call with the owner's session; throws on any failure. */
export async function admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(baseURL + path, {
    method,
    headers: { cookie: await session(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const PROFILE = {
  name: 'Ada Example',
  briefIntro: 'Product-minded engineer.\nI build calm, fast software.',
  githubUrl: 'https://github.com/ada-example',
  linkedinUrl: 'https://www.linkedin.com/in/ada-example',
};

/**
 * Deletes every experience, education entry and case study (with their revisions and autosaved
 * drafts), the draft of a new case study and every visitor's message, and resets the profile.
 */
export async function resetContent(profile: ProfileBody = {}): Promise<void> {
  for (const kind of ['experiences', 'education', 'case-studies']) {
    const items = await admin<{ id: number }[]>('GET', `/api/admin/${kind}`);
    for (const item of items) await admin('DELETE', `/api/admin/${kind}/${item.id}`);
  }
  await admin('DELETE', '/api/admin/case-studies/new/autosave');
  await clearMessages();
  await setProfile(profile);
}

/** Deletes every visitor's message, in every folder, for good. */
export async function clearMessages(): Promise<void> {
  await admin('DELETE', '/api/admin/messages/to-check');
  for (const folder of ['inbox', 'archive']) {
    const list = await admin<{ messages: { email: string }[] }>('GET', `/api/admin/messages?folder=${folder}`);
    for (const message of list.messages) await admin('POST', '/api/admin/messages/delete-sender', { email: message.email });
  }
}

interface Challenge { algorithm: string; challenge: string; maxNumber: number; salt: string; signature: string }

/**
 * Sends a visitor's message as the app does, the challenge solved by the same search, from
 * `from`@example.com; the contact form must be on.
 */
export async function sendMessage(name: string, subject: string, from: string): Promise<void> {
  const challenge = (await (await fetch(`${baseURL}/api/contact/challenge`)).json()) as Challenge;
  let number = 0;
  while (createHash('sha256').update(challenge.salt + number).digest('hex') !== challenge.challenge) number++;
  // The server takes no send sooner than 3 s after the challenge (a person types first).
  await new Promise((done) => setTimeout(done, 3_100));
  const answer = await fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ name, email: `${from}@example.com`, subject, message: `Hello from ${name}.\nSecond line.`,
      page: '/case-studies/atlas', language: 'en', proof: { ...challenge, number } }),
  });
  if (answer.status !== 201) throw new Error(`the message was refused: ${answer.status} ${await answer.text()}`);
}

/**
 * The profile's whole body (name and intro are required by the API; orders default to none, and
 * the education categories to folio-core's list, whatever a file before this one chose).
 */
export function profileBody(profile: ProfileBody = {}): ProfileBody {
  return {
    ...PROFILE,
    toolsOrder: [],
    industriesOrder: [],
    educationCategories: suggestions.educationCategories,
    // Issue 23's fields, unset unless a test sets them.
    photo: '',
    headline: '',
    location: '',
    contact: '',
    links: [],
    // Issue 25's languages: English only unless a test sets them.
    languages: ['en'],
    ...profile,
  };
}

/** Sets the profile to [`profileBody`]'s. */
export function setProfile(profile: ProfileBody = {}) {
  return admin('PUT', '/api/admin/profile', profileBody(profile));
}

/** An experience: `seed`'s fields, and a valid job's for the fields a test leaves out. */
export const addExperience = (seed: ExperienceBody) =>
  admin<StoredExperience>('POST', '/api/admin/experiences', {
    company: 'Acme',
    industry: 'Technology',
    startDate: '2020-01',
    description: 'Work.',
    accomplishments: 'Results.',
    tools: [],
    ...seed,
  });

export const addEducation = (seed: EducationBody) =>
  admin<Education>('POST', '/api/admin/education', { sortOrder: 0, ...seed });

export const addCaseStudy = (seed: CaseStudyBody) =>
  admin<CaseStudy>('POST', '/api/admin/case-studies', {
    tags: [],
    isPublished: true,
    isFeatured: false,
    ...seed,
  });

/** The JSON text of an Editor.js document with `blocks`. */
export function editorContent(blocks: { type: string; data: Record<string, unknown> }[]): string {
  return JSON.stringify({ time: 1_700_000_000_000, version: '2.30.0', blocks });
}

/**
 * A valid RGB PNG of `width` × `height` pixels, made here so no fixture is needed: a gradient
 * with some texture, so narrower copies of it are real images too.
 */
export function png(width = 8, height = width): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      rows[at] = (x * 255) / width;
      rows[at + 1] = (y * 255) / height;
      rows[at + 2] = (x * y) % 251;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads `image` (a PNG) as the owner through the API; answers the server's JSON answer. */
export async function uploadImage(
  image: Buffer,
): Promise<{ success: number; file?: { url: string }; message?: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'seed.png');
  const response = await fetch(`${baseURL}/api/upload-image`, {
    method: 'POST',
    headers: { cookie: await session() },
    body: form,
  });
  return (await response.json()) as { success: number; file?: { url: string }; message?: string };
}
