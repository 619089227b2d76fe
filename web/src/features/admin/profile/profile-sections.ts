import { useSearchParams } from 'wouter';

/**
 * The sections of Profile Settings (issue 40 point 5), each at its own address
 * (`/admin?tab=profile&section=order`); the first is shown when none is named.
 */
export const PROFILE_SECTIONS = [
  { value: 'profile', label: 'Profile' },
  { value: 'order', label: 'Order' },
  { value: 'languages', label: 'Languages and wording' },
  { value: 'security', label: 'Security' },
  { value: 'site', label: 'Site' },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number]['value'];

const isSection = (value: string | null): value is ProfileSection =>
  PROFILE_SECTIONS.some((section) => section.value === value);

/** The section the address names, and a way to show another (its address replacing this one). */
export function useProfileSection(): [ProfileSection, (section: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section = isSection(requested) ? requested : 'profile';
  const select = (next: string) =>
    setParams(next === 'profile' ? { tab: 'profile' } : { tab: 'profile', section: next }, {
      replace: true,
    });
  return [section, select];
}
