// What the JSON Resume import's browser tests find on the site before a file is chosen: the job
// and the school their files name, written by hand in the owner's own words.
import { addEducation, addExperience } from './seed';

/** The lead programmer job at Analytical Engines, in `words`, and the University of London in `category`. */
export async function addLeadProgrammerAndSchool(
  words: { description: string; accomplishments: string },
  school: { category: string; date: string },
): Promise<void> {
  await addExperience({
    jobTitle: 'Lead Programmer',
    company: 'Analytical Engines',
    industry: 'Technology',
    startDate: '2021-03',
    ...words,
    isCurrentJob: true,
  });
  await addEducation({ name: 'University of London', sortOrder: 0, ...school });
}
