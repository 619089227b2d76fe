// How Missing Translations names a row and a field (issue 40 point 4): as the dialog where the
// owner writes it labels it ("Job Title", "Figma usage"), never by the translations' own names
// (`jobTitle`, `tools.Figma`).
import type { MissingField } from '../../../lib/api-schema';
import { fixHref, type FixTarget } from '../lib/fix-target';

type Kind = MissingField['kind'];

/** Each dialog's labels of its translatable fields. */
const FIELD_LABELS: Record<Kind, Record<string, string>> = {
  profile: { name: 'Name', headline: 'Headline', briefIntro: 'Brief Introduction', location: 'Location' },
  experience: {
    jobTitle: 'Job Title',
    company: 'Company',
    industry: 'Industry',
    description: 'Description',
    accomplishments: 'Accomplishments',
  },
  education: { name: 'Name', category: 'Category' },
  caseStudy: { title: 'Title', description: 'Description', content: 'Content', tags: 'Tags' },
};

const TOOL = 'tools.';

/** `jobTitle` → `Job title`: a field no dialog labels yet still reads as words. */
const words = (name: string) => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The field as its dialog labels it: `Job Title`, `Figma usage`. */
export function fieldLabel(kind: Kind, field: string): string {
  if (field.startsWith(TOOL)) return `${field.slice(TOOL.length)} usage`;
  return FIELD_LABELS[kind][field] ?? words(field);
}

/** What each kind of item is called in a group's title. */
const ITEMS: Record<Kind, string> = {
  profile: 'Profile',
  experience: 'Experience',
  education: 'Education',
  caseStudy: 'Case study',
};

/** The tab holding each kind of item's dialog. */
const TABS: Record<Kind, string> = {
  profile: 'profile',
  experience: 'experiences',
  education: 'education',
  caseStudy: 'case-studies',
};

/** The item a group of rows is about: `Profile`, `Experience: Engineer — Acme`. */
export function itemLabel(field: MissingField): string {
  return field.kind === 'profile' ? ITEMS.profile : `${ITEMS[field.kind]}: ${field.label}`;
}

/** The dashboard address of the dialog, language and field where the owner writes it. */
export function fixAddress(field: MissingField, language: string): string {
  const target: FixTarget = { edit: String(field.id ?? 'profile'), language, field: field.field };
  return field.kind === 'profile'
    ? fixHref('profile', { ...target, edit: 'profile' }, { section: 'profile' })
    : fixHref(TABS[field.kind], target);
}

/** A language's missing fields by item, in the list's order (the profile, then each row). */
export function groupByItem(fields: MissingField[]): { key: string; title: string; fields: MissingField[] }[] {
  const groups = new Map<string, { key: string; title: string; fields: MissingField[] }>();
  for (const field of fields) {
    const key = `${field.kind}-${field.id ?? 0}`;
    const group = groups.get(key) ?? { key, title: itemLabel(field), fields: [] };
    group.fields.push(field);
    groups.set(key, group);
  }
  return [...groups.values()];
}
