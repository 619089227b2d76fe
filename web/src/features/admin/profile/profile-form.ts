import type { InputHTMLAttributes } from 'react';
import type { Profile } from '../../../lib/api-schema';
import { limits } from '../../../lib/core';

/** folio-core's bound on the other links (`profile::MAX_LINKS`); the server refuses more. */
export const MAX_LINKS = 12;

/** The profile dialog's form. */
export interface ProfileForm {
  name: string;
  briefIntro: string;
  githubUrl: string;
  linkedinUrl: string;
  photo: string;
  headline: string;
  location: string;
  contact: string;
  links: { label: string; url: string }[];
  languages: string[];
}

/** The form's fields, each a name the server's messages may land under. */
export const PROFILE_FIELDS = [
  'name',
  'briefIntro',
  'githubUrl',
  'linkedinUrl',
  'photo',
  'headline',
  'location',
  'contact',
  'links',
  ...Array.from({ length: MAX_LINKS }, (_, i) => [`links.${i}.label`, `links.${i}.url`]).flat(),
  'languages',
  ...Array.from({ length: limits.languages }, (_, i) => `languages.${i}`),
];

/** The form as the stored profile fills it (an unset text is empty). */
export function profileForm(profile: Profile): ProfileForm {
  return {
    name: profile.name,
    briefIntro: profile.briefIntro,
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    photo: profile.photo ?? '',
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    contact: profile.contact ?? '',
    links: profile.links.map(({ label, url }) => ({ label, url })),
    languages: profile.languages,
  };
}

/** A one-line text of the profile: its field, its label, folio-core's bound and its input's attributes. */
export interface ProfileInput {
  name: 'name' | 'headline' | 'location' | 'contact' | 'githubUrl' | 'linkedinUrl';
  label: string;
  max: number;
  hint?: string;
  attributes: InputHTMLAttributes<HTMLInputElement>;
}

/** Who the owner is, above the brief introduction. */
export const IDENTITY_INPUTS: readonly ProfileInput[] = [
  { name: 'name', label: 'Name *', max: limits.shortText, attributes: { autoComplete: 'name' } },
  {
    name: 'headline',
    label: 'Headline',
    max: limits.shortText,
    hint: 'Your role, shown under your name (e.g. Product designer).',
    attributes: { autoComplete: 'organization-title' },
  },
];

/** The two profiles the header names itself (spec §2), each with its own field. */
const PROFILE_URLS = [
  { name: 'githubUrl', label: 'GitHub URL', placeholder: 'https://github.com/' },
  { name: 'linkedinUrl', label: 'LinkedIn URL', placeholder: 'https://www.linkedin.com/in/' },
] as const;

/** Where the owner is and how to reach him, below the photo. */
export const CONTACT_INPUTS: readonly ProfileInput[] = [
  { name: 'location', label: 'Location', max: limits.shortText, attributes: { placeholder: 'Berlin, Germany' } },
  {
    name: 'contact',
    label: 'Contact',
    max: limits.url,
    hint: 'An email address or a contact page. Shown at the end of each case study and in the footer; leave empty to hide.',
    attributes: { type: 'text', inputMode: 'email', placeholder: 'you@example.com' },
  },
  ...PROFILE_URLS.map(({ name, label, placeholder }) => ({
    name,
    label,
    max: limits.url,
    hint: 'Leave empty to hide the link.',
    attributes: { type: 'url', placeholder },
  })),
];
